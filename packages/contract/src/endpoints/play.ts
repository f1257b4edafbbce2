import { z } from 'zod';
import { defineEndpoint, requestKeyFields } from '../endpoint.js';

const tag = 'Play coins';

/** The two free top-ups of the play-money edition (EDITION=play). */
export const topUpKinds = ['daily', 'low'] as const;
export type TopUpKind = (typeof topUpKinds)[number];

const topUpState = z.object({
  /** What the player's balance is (minor units; coins are whole hundreds, docs/ARCHITECTURE.md). */
  balance: z.number().int(),
  daily: z.object({
    amount: z.number().int(),
    /** Already collected this market day. */
    claimed: z.boolean(),
  }),
  low: z.object({
    amount: z.number().int(),
    /** Offered only while the balance is under this (minor units). */
    threshold: z.number().int(),
    usedToday: z.number().int(),
    maxPerDay: z.number().int(),
    /** Balance under the threshold and today's cap not reached. */
    available: z.boolean(),
  }),
  /** When the next market day starts (ISO time): the daily top-up and the cap renew then. */
  nextDayAt: z.string(),
});

export const playTopUpInfo = defineEndpoint({
  method: 'POST',
  path: '/play/topup/info',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Play-money edition: the free daily top-up and the low-balance top-up, their amounts and whether each can be collected now.',
  payload: {},
  result: topUpState,
});

export const playTopUpClaim = defineEndpoint({
  method: 'POST',
  path: '/play/topup/claim',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary:
    'Play-money edition: collects the daily top-up (once per market day) or the low-balance top-up (balance under the threshold, a few times a day).',
  payload: { kind: z.enum(topUpKinds), ...requestKeyFields },
  result: topUpState.extend({ credited: z.number().int() }),
});

export const playEndpoints = { playTopUpInfo, playTopUpClaim } as const;
