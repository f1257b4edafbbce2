import { describe, expect, it } from 'vitest';
import {
  canClaimRebate,
  canShare,
  type Programme,
  percentOfBps,
  STATUS_ORDER,
  statusLabelKey,
  statusTone,
  validConditions,
} from './rules';

const programme: Programme = {
  live: true,
  rewardPerPair: 5_000_000,
  needsPhone: true,
  minDeposit: 5_000_000,
  minValidBet: 0,
  withinDays: 7,
  rebateBps: 50,
  payoutTime: '05:00 IST',
};

describe('invitee statuses', () => {
  it('run in the order an invitee moves through them (SPEC §4)', () => {
    expect(STATUS_ORDER).toEqual(['under_review', 'pass', 'claimable', 'reclaim', 'claim']);
  });

  it('paid reads as done, ReClaim as stopped, the rest as still moving', () => {
    expect(STATUS_ORDER.map(statusTone)).toEqual([
      'pending',
      'pending',
      'pending',
      'failed',
      'success',
    ]);
    expect(statusLabelKey('reclaim')).toBe('earn.status.reclaim');
  });
});

describe('percentOfBps', () => {
  it('writes basis points as a percentage in the language’s number style', () => {
    expect(percentOfBps(50, 'en')).toBe('0.5%');
    expect(percentOfBps(50, 'ind')).toBe('0,5%');
    expect(percentOfBps(1_000, 'en')).toBe('10%');
    expect(percentOfBps(1, 'en')).toBe('0.01%');
    expect(percentOfBps(1_234, 'ind')).toBe('12,34%');
  });
});

describe('validConditions', () => {
  it('lists a bound phone and the deposit within the window when the operator asks for both', () => {
    expect(validConditions(programme)).toEqual([
      { key: 'phone' },
      { key: 'depositWithin', amount: 5_000_000, days: 7 },
    ]);
  });

  it('leaves out what the operator does not ask for', () => {
    expect(validConditions({ ...programme, needsPhone: false, withinDays: 0 })).toEqual([
      { key: 'deposit', amount: 5_000_000 },
    ]);
    expect(validConditions({ ...programme, minDeposit: 0 })).toEqual([{ key: 'phone' }]);
    expect(validConditions({ ...programme, needsPhone: false, minDeposit: 0 })).toEqual([]);
  });
});

describe('validConditions in the play-money edition', () => {
  // The server sends minDeposit 0 and the valid bets in coins there: no deposit is ever asked.
  const play = { ...programme, minDeposit: 0, minValidBet: 5_000_000 };
  it('asks valid bets in coins, within the window, and never a deposit', () => {
    expect(validConditions(play)).toEqual([
      { key: 'phone' },
      { key: 'validBetWithin', amount: 5_000_000, days: 7 },
    ]);
    expect(validConditions({ ...play, needsPhone: false, withinDays: 0 })).toEqual([
      { key: 'validBet', amount: 5_000_000 },
    ]);
    expect(validConditions(play).some((c) => c.key.startsWith('deposit'))).toBe(false);
  });
});

describe('claim and share', () => {
  it('the rebate can be claimed only when something accrued, held or not', () => {
    expect(canClaimRebate({ claimable: 0, claimed: 100, held: false })).toBe(false);
    expect(canClaimRebate({ claimable: 1, claimed: 0, held: false })).toBe(true);
    // Held: the tap goes to the server, whose refusal says why.
    expect(canClaimRebate({ claimable: 1, claimed: 0, held: true })).toBe(true);
  });

  it('Share only where the Web Share API exists', () => {
    expect(canShare(undefined)).toBe(false);
    expect(canShare({} as Pick<Navigator, 'share'>)).toBe(false);
    expect(canShare({ share: async () => {} })).toBe(true);
  });
});
