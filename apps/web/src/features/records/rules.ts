/**
 * How a record shows an amount that moved. A balance change always carries its sign (+₹0 for
 * a change of nothing), a bet's win/loss only a plus for a win (a loss has its minus already,
 * an even bet none).
 */
export function balanceChangeText(minor: number, money: (minor: number) => string): string {
  return `${minor < 0 ? '-' : '+'}${money(Math.abs(minor))}`;
}

export function winLossText(minor: number, money: (minor: number) => string): string {
  return minor > 0 ? `+${money(minor)}` : money(minor);
}
