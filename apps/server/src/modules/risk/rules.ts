import { formatMoney, MARKET_MONEY_LANGUAGE, type MarketCode } from '@cardroom/contract';
import type { RiskFlag } from '@cardroom/contract/console';
import type { RiskRules } from './settings.js';

/**
 * What the database says about one player, gathered for a whole page at once (facts.ts, one
 * query per rule); the flags follow from these figures alone (`evaluate`, unit tested).
 */
export interface PlayerFacts {
  /** Minor units: credited deposits, withdrawals requested or paid, bonuses received. */
  deposits: number;
  withdrawals: number;
  bonus: number;
  /** The player's latest withdrawal and the credited deposit just before it (within the window). */
  fastInOut: { deposit: number; stake: number; minutes: number } | null;
  /** Other players with a live withdraw account of the same number (bank or e-wallet). */
  sharedBankAccount: { account: string; others: number } | null;
  /** Other players signed in from one of the player's devices within the window. */
  sharedDevice: number;
  /** Other accounts carrying the email of the player's Google account. */
  sharedGoogle: number;
  /** Most players (the player included) signed in from one of the player's addresses in the window. */
  sharedAddress: { address: string; players: number } | null;
  /** Most accounts (the player included) ever seen on one of the player's devices. */
  devicePileup: number;
  /** A blocked or self-excluded other player seen on one of the player's devices. */
  blockedDevice: { uid: string; why: 'blocked' | 'selfExcluded' } | null;
  /** The player as inviter: most valid invitees signed up from one device or address. */
  inviteFarm: { dimension: 'device' | 'address'; count: number } | null;
}

export function emptyFacts(): PlayerFacts {
  return {
    deposits: 0,
    withdrawals: 0,
    bonus: 0,
    fastInOut: null,
    sharedBankAccount: null,
    sharedDevice: 0,
    sharedGoogle: 0,
    sharedAddress: null,
    devicePileup: 0,
    blockedDevice: null,
    inviteFarm: null,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The last four characters of an account number: enough to find it, not to copy it. */
const tail = (account: string) => `…${account.slice(-4)}`;

/** The flags the operator's rules raise for these facts, each with a one-line reason. */
export function evaluate(facts: PlayerFacts, rules: RiskRules, market: MarketCode): RiskFlag[] {
  // Money as the console writes it for the market (Rp 500.000; ₹12,34,567).
  const m = (minor: number) => formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market]);
  const flags: RiskFlag[] = [];
  const r = rules;
  if (
    r.withdrawOverDeposit.enabled &&
    facts.withdrawals >= r.withdrawOverDeposit.minWithdrawn &&
    facts.withdrawals > facts.deposits * r.withdrawOverDeposit.ratio
  ) {
    flags.push({
      rule: 'withdrawOverDeposit',
      reason: `Withdrew ${m(facts.withdrawals)} against ${m(facts.deposits)} deposited (over ${r.withdrawOverDeposit.ratio}×)`,
    });
  }
  if (
    r.bonusOverDeposit.enabled &&
    facts.bonus >= r.bonusOverDeposit.minBonus &&
    facts.bonus > facts.deposits * r.bonusOverDeposit.ratio
  ) {
    flags.push({
      rule: 'bonusOverDeposit',
      reason: `Received ${m(facts.bonus)} in bonuses against ${m(facts.deposits)} deposited (over ${r.bonusOverDeposit.ratio}×)`,
    });
  }
  const fast = facts.fastInOut;
  if (
    r.fastInOut.enabled &&
    fast &&
    fast.minutes <= r.fastInOut.withinMinutes &&
    fast.stake * 100 < fast.deposit * r.fastInOut.maxPlayPercent
  ) {
    flags.push({
      rule: 'fastInOut',
      reason: `Asked to withdraw ${plural(Math.round(fast.minutes), 'minute')} after depositing ${m(fast.deposit)}, having staked ${m(fast.stake)} (under ${r.fastInOut.maxPlayPercent}%)`,
    });
  }
  if (r.sharedBankAccount.enabled && facts.sharedBankAccount) {
    const s = facts.sharedBankAccount;
    flags.push({
      rule: 'sharedBankAccount',
      reason: `Account ${tail(s.account)} is also saved by ${plural(s.others, 'other player')}`,
    });
  }
  if (r.sharedDevice.enabled && facts.sharedDevice > 0) {
    flags.push({
      rule: 'sharedDevice',
      reason: `${plural(facts.sharedDevice, 'other player')} signed in from the same device in ${plural(r.sharedDevice.windowDays, 'day')}`,
    });
  }
  if (r.sharedGoogle.enabled && facts.sharedGoogle > 0) {
    flags.push({
      rule: 'sharedGoogle',
      reason: `The Google account's email is on ${plural(facts.sharedGoogle, 'other account')}`,
    });
  }
  const addr = facts.sharedAddress;
  if (r.sharedAddress.enabled && addr && addr.players >= r.sharedAddress.minPlayers) {
    flags.push({
      rule: 'sharedAddress',
      reason: `${addr.players} players signed in from address ${addr.address} in ${plural(r.sharedAddress.windowDays, 'day')}`,
    });
  }
  if (r.devicePileup.enabled && facts.devicePileup >= r.devicePileup.minAccounts) {
    flags.push({
      rule: 'devicePileup',
      reason: `${facts.devicePileup} accounts on one of the player's devices`,
    });
  }
  const blocked = facts.blockedDevice;
  if (r.blockedDevice.enabled && blocked) {
    const who = blocked.why === 'blocked' ? 'blocked' : 'self-excluded';
    flags.push({
      rule: 'blockedDevice',
      reason: `Shares a device with ${who} player ${blocked.uid}`,
    });
  }
  const farm = facts.inviteFarm;
  if (r.inviteFarm.enabled && farm && farm.count >= r.inviteFarm.minInvitees) {
    flags.push({
      rule: 'inviteFarm',
      reason: `${farm.count} valid invitees signed up from one ${farm.dimension}`,
    });
  }
  return flags;
}
