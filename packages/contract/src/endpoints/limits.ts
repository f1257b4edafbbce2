import { z } from 'zod';
import { defineEndpoint, requestKeyFields } from '../endpoint.js';

/**
 * Player limits (issue 14, "Limits"): deposit, loss and wager limits per market day, week and
 * month, and a session-time limit. Lowering (or a first limit) applies at once; raising or
 * removing waits LIMIT_RAISE_DELAY_MS, then applies. Real-money protections: the play-money
 * edition refuses these calls (`money`) and hides the page.
 */
const tag = 'Limits';

export const moneyLimitKinds = ['deposit', 'loss', 'wager'] as const;
export const limitKinds = [...moneyLimitKinds, 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** Raising or removing a limit applies this long after the player asked (24 hours). */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** Money limits are whole currency units (multiples of 100 minor units), at most this (minor units). */
export const LIMIT_MONEY_MAX = 100_000_000_000_000;
export const LIMIT_MONEY_STEP = 100;
/** A session limit is 5 minutes to 24 hours. */
export const LIMIT_SESSION_MIN_MINUTES = 5;
export const LIMIT_SESSION_MAX_MINUTES = 24 * 60;
/** A review of the limits is asked for when the last one is older than this (about 6 months). */
export const LIMIT_REVIEW_AFTER_DAYS = 182;

export const limitView = z.object({
  kind: z.enum(limitKinds),
  /** 'day' | 'week' | 'month' for money limits; the session limit has none (null). */
  period: z.enum(limitPeriods).nullable(),
  /** The limit in force now: minor units (money) or minutes (session); null when none. */
  value: z.number().int().nullable(),
  /** A raise or removal waiting its 24 hours: the new value (null with pendingRemove). */
  pendingValue: z.number().int().nullable(),
  pendingRemove: z.boolean(),
  /** When the pending change applies (ISO time), null when none. */
  pendingAt: z.string().nullable(),
  /** Money limits: what counts this period so far (minor units); session: 0. */
  used: z.number().int(),
  /** Money limits with a value: what is left this period (never below 0); otherwise null. */
  left: z.number().int().nullable(),
  /** When this period ends (ISO time; the counter starts again), null for the session limit. */
  periodEnd: z.string().nullable(),
});
export type LimitView = z.infer<typeof limitView>;

export const limitsState = z.object({
  limits: z.array(limitView),
  /** Show the one-time offer to set a deposit limit (no deposit limit and not answered yet). */
  depositLimitOffer: z.boolean(),
  /** The last review (or first limit) is more than 6 months old: ask the player to review. */
  reviewDue: z.boolean(),
  reviewedAt: z.string().nullable(),
  /**
   * Deposit money that arrived beyond a deposit limit (a transfer to the virtual account or the
   * crypto address cannot be refused before it arrives): neither playable nor withdrawable.
   */
  held: z.object({
    /** Held, released to the balance as the limits allow (minor units). */
    waiting: z.number().int(),
    /** Held, and the player asked for it back: the operator sends it to its source. */
    returnRequested: z.number().int(),
    /** When the waiting money starts to be released (ISO time; null: at the next check). */
    releaseFrom: z.string().nullable(),
  }),
});
export type LimitsState = z.infer<typeof limitsState>;

export const limitsInfo = defineEndpoint({
  method: 'POST',
  path: '/limits/info',
  envelope: 'state',
  auth: 'required',
  tag,
  money: true,
  summary:
    "The player's limits: each with the value in force, a pending raise or removal and when it applies, and what is used and left in the current market day, week or month.",
  payload: {},
  result: limitsState,
});

export const limitsSet = defineEndpoint({
  method: 'POST',
  path: '/limits/set',
  envelope: 'state',
  auth: 'required',
  tag,
  money: true,
  summary:
    'Sets, lowers, raises or removes (value null) one limit. Lowering or a first limit applies at once; raising or removing applies 24 hours later. Money limits in minor units (whole currency units), the session limit in minutes.',
  payload: {
    kind: z.enum(limitKinds, { error: 'limitKindInvalid' }),
    period: z.enum(limitPeriods, { error: 'limitKindInvalid' }).nullable().default(null),
    value: z
      .number({ error: 'limitValueInvalid' })
      .int('limitValueInvalid')
      .min(0, 'limitValueInvalid')
      .max(LIMIT_MONEY_MAX, 'limitValueTooLarge')
      .nullable(),
  },
  result: limitsState,
});

/** 'offer': the player declined the first-deposit offer; 'review': the player reviewed the limits. */
export const limitsAcknowledge = defineEndpoint({
  method: 'POST',
  path: '/limits/acknowledge',
  envelope: 'state',
  auth: 'required',
  tag,
  money: true,
  summary:
    'Remembers that the player answered the first-deposit limit offer (offer) or reviewed the limits (review, asked again after 6 months).',
  payload: { what: z.enum(['offer', 'review'], { error: 'badRequest' }) },
  result: limitsState,
});

/**
 * The player asks for the held money back to where it came from. The gateway has no refund
 * call, so this records the request (a repeat changes nothing) and the operator sends it.
 */
export const limitsHeldReturn = defineEndpoint({
  method: 'POST',
  path: '/limits/heldReturn',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  money: true,
  summary:
    'Asks for the held deposit money (beyond a deposit limit) to be returned to its source: the request is recorded once, the money is no longer released, and the operator sends it back.',
  payload: { ...requestKeyFields },
  result: limitsState,
});

export const limitsEndpoints = {
  limitsInfo,
  limitsSet,
  limitsAcknowledge,
  limitsHeldReturn,
} as const;
