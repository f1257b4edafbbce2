import { z } from 'zod';
import { defineEndpoint, requestKeyFields } from '../endpoint.js';

/** The sign-up bonus: tasks, states and its calls (part of the Promo family; `promoEndpoints` in promo.ts lists them). */
const tag = 'Promo';

/**
 * The sign-up bonus tasks an operator can choose from (SPEC.md §4: four tasks, then claim).
 * `valid_bet`: valid bets of at least an amount in total, the play-money edition's task (coins),
 * where a first deposit and a withdraw password do not exist.
 */
export const signupTaskKinds = [
  'bind_phone',
  'first_deposit',
  'play_rounds',
  'withdraw_password',
  'valid_bet',
] as const;
export type SignupTaskKind = (typeof signupTaskKinds)[number];

/**
 * Where the player stands: `open` inside the window with tasks left, `claimable` all done and
 * the reward waiting, `claimed`, `expired` (kept days passed), `windowPassed` (24 h passed with
 * tasks left), `notEligible` (registered before the promotion started).
 */
export const signupStates = [
  'open',
  'claimable',
  'claimed',
  'expired',
  'windowPassed',
  'notEligible',
] as const;
export type SignupState = (typeof signupStates)[number];

export const signupInfo = defineEndpoint({
  method: 'POST',
  path: '/promo/signup/info',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Sign-up bonus: the tasks (done and when), the 24-hour window from registration, the reward and, once earned, its expiry.',
  payload: {},
  result: z.object({
    promotionId: z.string(),
    title: z.string(),
    rules: z.string(),
    state: z.enum(signupStates),
    /** Minor units. */
    reward: z.number().int(),
    wageringMultiple: z.number().int(),
    tasks: z.array(
      z.object({
        kind: z.enum(signupTaskKinds),
        /** play_rounds: rounds needed; valid_bet: minor units needed (0 for the others). */
        target: z.number().int(),
        /** play_rounds, valid_bet: rounds played or valid bets inside the window so far (capped at target). */
        current: z.number().int(),
        /** When the task was done; null while open. */
        doneAt: z.string().nullable(),
      }),
    ),
    registeredAt: z.string(),
    /** Registration + the window (24 h): tasks done later do not count. */
    windowEndsAt: z.string(),
    /** Null until every task is done inside the window. */
    grant: z
      .object({
        grantId: z.string(),
        state: z.enum(['claimable', 'credited', 'expired', 'cancelled']),
        expiresAt: z.string().nullable(),
        creditedAt: z.string().nullable(),
      })
      .nullable(),
  }),
});

export const signupClaim = defineEndpoint({
  method: 'POST',
  path: '/promo/signup/claim',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary: 'Claims the sign-up bonus (Gift money) once every task is done; once per player.',
  payload: { ...requestKeyFields },
  result: z.object({ amount: z.number().int(), balance: z.number().int() }),
});
