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

/** The most rounds a `play_rounds` task may ask for. */
export const SIGNUP_MAX_ROUNDS = 1000;

/** A sign-up task; `play_rounds` needs its number of rounds (accepted bets), `valid_bet` its amount. */
export const signupTask = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bind_phone') }).strict(),
  z.object({ kind: z.literal('first_deposit') }).strict(),
  z
    .object({
      kind: z.literal('play_rounds'),
      rounds: z.number().int().min(1).max(SIGNUP_MAX_ROUNDS),
    })
    .strict(),
  z.object({ kind: z.literal('withdraw_password') }).strict(),
  // Valid bets (the stake at risk of accepted bets) of at least `amount` minor units in total.
  z
    .object({
      kind: z.literal('valid_bet'),
      amount: z
        .number()
        .int()
        .positive()
        .max(2 ** 50),
    })
    .strict(),
]);
export type SignupTask = z.infer<typeof signupTask>;

/**
 * The sign-up promotion's tasks (SPEC.md §4: four by default; each kind at most once). The
 * console's task editor checks the same limits with `signupTaskProblem` and `signupTasksProblem`.
 */
export const signupTaskList = z
  .array(signupTask)
  .min(1)
  .max(signupTaskKinds.length)
  .refine((ts) => new Set(ts.map((t) => t.kind)).size === ts.length, 'each task kind once');

/**
 * Which field of a task `signupTask` refuses, or null: plain code for the console (its bundle's
 * zod is inert; a unit test keeps the two in agreement).
 */
export function signupTaskProblem(t: {
  kind: string;
  rounds?: number;
  amount?: number;
}): 'kind' | 'rounds' | 'amount' | null {
  if (!(signupTaskKinds as readonly string[]).includes(t.kind)) return 'kind';
  const n = t.kind === 'play_rounds' ? t.rounds : t.kind === 'valid_bet' ? t.amount : undefined;
  if (
    t.kind === 'play_rounds' &&
    !(Number.isInteger(n) && (n ?? 0) >= 1 && (n ?? 0) <= SIGNUP_MAX_ROUNDS)
  ) {
    return 'rounds';
  }
  if (
    t.kind === 'valid_bet' &&
    !(Number.isSafeInteger(n) && (n ?? 0) >= 1 && (n ?? 0) <= 2 ** 50)
  ) {
    return 'amount';
  }
  return null;
}

/** What `signupTaskList` refuses of the list as a whole, or null. */
export function signupTasksProblem(kinds: readonly string[]): 'none' | 'twice' | null {
  if (kinds.length === 0) return 'none';
  return new Set(kinds).size === kinds.length ? null : 'twice';
}

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
