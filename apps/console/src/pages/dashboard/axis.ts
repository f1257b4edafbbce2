import { money } from '../../money';

/**
 * A money axis label: whole rupiah or rupees, never ",00" / ".00" or paise (the ticks are a
 * scale, not amounts to the paisa): the value rounded to the whole unit, then the market's
 * compact form (Rp 1,5 jt; ₹2.5 L) from a thousand up.
 */
export function axisMoney(sign: string, minor: number): string {
  const whole = Math.round(minor / 100) * 100;
  return money(sign, whole === 0 ? 0 : whole, { compact: true });
}
