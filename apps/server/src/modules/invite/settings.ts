import { MARKET_TIME_ZONE, type MarketCode } from '@cardroom/contract';
import { z } from 'zod';
import { basisPoints, defineSetting, minorUnits } from '../settings/index.js';

/**
 * The invitation programme's operator setting `inviteRules` (docs/OPERATIONS.md, "Earn"). A
 * valid invitee: phone bound (when `needsPhone`) and credited deposits of at least
 * `minDeposit` in total, both within `withinDays` of signing up.
 */
const inviteRulesSchema = z
  .object({
    /** Off: links still attribute invitees and their state is kept, but nothing is paid or accrued. */
    live: z.boolean(),
    needsPhone: z.boolean(),
    /** Minor units, credited deposits in total; at least 1 so an invitee who never deposits never counts. */
    minDeposit: minorUnits.min(1),
    /**
     * The play-money edition (EDITION=play) has no deposits: there an invitee counts once their
     * valid bets (coins at risk in accepted bets, minor units) reach this within `withinDays`,
     * in place of `minDeposit`. At least 1, so a friend who never plays never counts. The
     * real-money edition does not read it.
     */
    playMinValidBet: minorUnits.min(1),
    withinDays: z.number().int().min(1).max(365),
    /** Paid to the inviter for every 2 valid invitees (minor units). */
    rewardPerPair: minorUnits.min(1),
    /** The agent rebate: this share of the invitees' valid bets (basis points, at most 10%). */
    rebateBps: basisPoints(1_000),
    /**
     * The hour (market time: IST in IN, WIB in ID) the pair rewards of the previous market day
     * are paid. SPEC.md §9: 05:00 GMT+5:30 the next morning; ID pays at 05:00 of its own zone,
     * the same "next morning" for its players.
     */
    payoutHour: z.number().int().min(0).max(23),
    /** At most this many valid invitees of one inviter from one sign-up device; the rest: reclaim. */
    maxPerDevice: z.number().int().min(1).max(10_000),
    /** At most this many valid invitees of one inviter from one client address; the rest: reclaim. */
    maxPerAddress: z.number().int().min(1).max(10_000),
    /** At most this many pairs paid to one inviter per run (market day); the rest wait (pass). */
    dailyPairCap: z.number().int().min(1).max(10_000),
  })
  .strict();
export type InviteRules = z.infer<typeof inviteRulesSchema>;

export const inviteRulesSetting = defineSetting({
  key: 'inviteRules',
  schema: inviteRulesSchema,
  defaults: defaultInviteRules,
});

/** Sized like the play edition's free coins: a friend counts after turning over 50,000 coins (ID). */
const PLAY_MIN_VALID_BET: Record<MarketCode, number> = { ID: 50_000 * 100, IN: 200 * 100 };

export function defaultInviteRules(market: MarketCode): InviteRules {
  // ID: deposits of Rp 50.000, Rp 10.000 a pair; IN: ₹200, ₹50 a pair (minor units).
  const ID = market === 'ID';
  return {
    live: true,
    needsPhone: true,
    minDeposit: ID ? 50_000 * 100 : 200 * 100,
    playMinValidBet: PLAY_MIN_VALID_BET[market],
    withinDays: 7,
    rewardPerPair: ID ? 10_000 * 100 : 50 * 100,
    rebateBps: 50,
    payoutHour: 5,
    maxPerDevice: 2,
    maxPerAddress: 5,
    dailyPairCap: 20,
  };
}

/** "05:00 IST" / "05:00 WIB": the payout time as the page shows it. */
export function payoutTimeText(market: MarketCode, hour: number): string {
  const zone = MARKET_TIME_ZONE[market].name === 'Asia/Kolkata' ? 'IST' : 'WIB';
  return `${String(hour).padStart(2, '0')}:00 ${zone}`;
}
