import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Rebate ("35% deposit cashback") and its records (part of the Promo family; `promoEndpoints` in promo.ts lists them). */
const tag = 'Promo';

/**
 * Rebate ("35% deposit cashback"): the basis of a market day is the player's net game loss on
 * the bets placed that day (stakes minus what they paid back), capped at the deposits credited
 * that day; the daily job pays `bps` of it, at most `dailyCap`, when it reaches `minBasis`.
 */
export const rebateInfo = defineEndpoint({
  method: 'POST',
  path: '/promo/rebate/info',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary:
    "Rebate: rate, daily cap, minimum basis, rules, and (signed in) yesterday's basis and what it pays.",
  payload: {},
  result: z.object({
    promotionId: z.string(),
    title: z.string(),
    rules: z.string(),
    /** Basis points of the basis paid back (3500 = 35%). */
    bps: z.number().int(),
    /** Most one player gets for one market day (minor). */
    dailyCap: z.number().int(),
    /** A smaller basis pays nothing (minor). */
    minBasis: z.number().int(),
    wageringMultiple: z.number().int(),
    /** Yesterday (the last closed market day) for this player; null when signed out. */
    yesterday: z
      .object({
        day: z.string(),
        basis: z.number().int(),
        /** What the basis pays (0 below the minimum); the job credits it after the day closes. */
        amount: z.number().int(),
        belowMinimum: z.boolean(),
      })
      .nullable(),
  }),
});

/** A rebate day's state: credited, waiting to be credited, or cancelled (budget used up). */
export const rebateRecordStates = ['credited', 'pending', 'cancelled'] as const;
export type RebateRecordState = (typeof rebateRecordStates)[number];

export const rebateRecord = z.object({
  /** The market day the basis was counted on (`2026-11-22`). */
  day: z.string(),
  basis: z.number().int(),
  bps: z.number().int(),
  amount: z.number().int(),
  state: z.enum(rebateRecordStates),
  /** When it was credited; null otherwise. */
  creditedAt: z.string().nullable(),
});
export type RebateRecord = z.infer<typeof rebateRecord>;

export const rebateRecords = defineEndpoint({
  method: 'POST',
  path: '/promo/rebate/records',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "The player's rebate days, newest first (CashbackRecord). Days below the minimum basis have no record.",
  payload: {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  },
  result: z.object({
    list: z.array(rebateRecord),
    total: z.number().int(),
    page: z.number().int(),
  }),
});
