import { balanceRecordTypes } from '@cardroom/contract';

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

type RecordType = (typeof balanceRecordTypes)[number];

/** Money movements the play-money edition never has: no deposit, withdrawal or deposit reward. */
const MONEY_RECORD_TYPES: ReadonlySet<RecordType> = new Set([
  'deposit',
  'withdrawal',
  'daily_rebate',
  'deposit_bonus',
]);

/** The balance record filters the edition offers: only movements that exist in it. */
export function editionRecordTypes(play: boolean): RecordType[] {
  return balanceRecordTypes.filter((k) => !play || !MONEY_RECORD_TYPES.has(k));
}

/**
 * A record type's text key as the edition has it: in the play-money edition a gift (the free
 * top-ups, prizes) is coins, not "Gift money".
 */
export function recordTypeKey(type: RecordType, play: boolean): string {
  return play && type === 'gift' ? 'records.type.giftPlay' : `records.type.${type}`;
}
