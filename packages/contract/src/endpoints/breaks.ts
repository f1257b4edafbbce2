import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * Time-out, self-exclusion and reality checks (issue 14). A break takes effect at once, ends
 * every session and cannot be shortened; sign-in is refused until it ends, except a sign-in
 * with `purpose: 'withdraw'`, which gives a session that may only call the endpoints in
 * `breakAllowedPaths` (the router refuses the rest).
 */
const tag = 'Safer play';

/** Time-outs (short) and self-exclusions (long), as the player chooses them. */
export const timeoutPeriods = ['24h', '1w', '1m', '6w'] as const;
export const exclusionPeriods = ['6mo', '1y', '2y', '5y'] as const;
export const breakPeriods = [...timeoutPeriods, ...exclusionPeriods] as const;
export type BreakPeriod = (typeof breakPeriods)[number];
export type BreakKind = 'timeout' | 'exclusion';

export function breakKindOf(period: BreakPeriod): BreakKind {
  return (timeoutPeriods as readonly string[]).includes(period) ? 'timeout' : 'exclusion';
}

/** When a break chosen at `from` ends (calendar months and years in UTC; hours exact). */
export function breakEndFrom(from: Date, period: BreakPeriod): Date {
  const end = new Date(from.getTime());
  const day = 24 * 3_600_000;
  switch (period) {
    case '24h':
      return new Date(from.getTime() + day);
    case '1w':
      return new Date(from.getTime() + 7 * day);
    case '6w':
      return new Date(from.getTime() + 42 * day);
    case '1m':
      end.setUTCMonth(end.getUTCMonth() + 1);
      return end;
    case '6mo':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '2y':
      end.setUTCFullYear(end.getUTCFullYear() + 2);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

export const breakState = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  period: z.enum(breakPeriods),
  startedAt: z.string(),
  endsAt: z.string(),
  /** The end as the player reads it: date and time in the market's zone, in their language. */
  endsAtText: z.string(),
});
export type BreakState = z.infer<typeof breakState>;

export const breakInfo = defineEndpoint({
  method: 'POST',
  path: '/safety/break/info',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "The player's current break (null when none), and whether this session is the withdraw-only one a break allows.",
  payload: {},
  result: z.object({ current: breakState.nullable(), withdrawOnly: z.boolean() }),
});

export const breakStart = defineEndpoint({
  method: 'POST',
  path: '/safety/break/start',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Starts a time-out or self-exclusion at once and ends every session of the player. It cannot be undone: a shorter break than the current one is refused, a longer one replaces it. `confirm` must be true.',
  payload: {
    period: z.enum(breakPeriods, { error: 'breakPeriodInvalid' }),
    confirm: z.literal(true, { error: 'breakConfirmRequired' }),
  },
  result: z.object({ current: breakState }),
});

/** Reality-check intervals in minutes; 0 is "off", offered only when the operator allows it. */
export const realityCheckChoices = [15, 30, 60] as const;

export const realityCheckSettings = z.object({
  /** Minutes between checks now; 0 when off. */
  minutes: z.number().int(),
  /** A less frequent choice waiting its 24 hours, or null. */
  pendingMinutes: z.number().int().nullable(),
  pendingAt: z.string().nullable(),
  /** What the player may choose (0 = off, when the operator allows it). */
  choices: z.array(z.number().int()),
});
export type RealityCheckSettings = z.infer<typeof realityCheckSettings>;

export const realityCheckInfo = defineEndpoint({
  method: 'POST',
  path: '/safety/reality/info',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's reality-check interval, a pending less frequent one and the choices.",
  payload: {},
  result: realityCheckSettings,
});

export const realityCheckSet = defineEndpoint({
  method: 'POST',
  path: '/safety/reality/set',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Chooses the reality-check interval: more frequent applies at once, less frequent (or off) after 24 hours.',
  payload: { minutes: z.number({ error: 'realityChoiceInvalid' }).int('realityChoiceInvalid') },
  result: realityCheckSettings,
});

export const realityCheckSession = defineEndpoint({
  method: 'POST',
  path: '/safety/reality/session',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "This session's figures for the reality check: minutes since sign-in, stakes, returns and net result (returns minus stakes, minor units), and in how many seconds the next check is due (null when off).",
  payload: {},
  result: z.object({
    startedAt: z.string(),
    minutesPlayed: z.number().int(),
    staked: z.number().int(),
    returned: z.number().int(),
    net: z.number().int(),
    nextCheckInSeconds: z.number().int().nullable(),
  }),
});

export const breaksEndpoints = {
  breakInfo,
  breakStart,
  realityCheckInfo,
  realityCheckSet,
  realityCheckSession,
} as const;

/**
 * The only calls a withdraw-only session (signed in during a break) may make: who am I, my
 * balance, my withdraw account and withdrawals, my break, the app's config, sign out.
 */
export const breakAllowedPaths: ReadonlySet<string> = new Set([
  '/user/getUserInfo',
  '/user/balanceRecord',
  '/sso/logout',
  '/u/gconfig',
  '/language/languages',
  '/bank/list',
  '/bank/add',
  '/bank/setDefault',
  '/user/sendBoundPhoneCode',
  '/user/setWithdrawPassword',
  '/withdraw/info',
  '/withdraw/apply',
  '/withdraw/record',
  '/withdraw/detail',
  // The withdraw page's own steps: binding the phone the withdraw password needs, and the
  // identity check an operator may require before a first withdrawal.
  '/sms/send',
  '/user/bindPhone',
  // A player who lost the number changes it to keep withdrawing; the break then holds both.
  '/user/changePhoneVerify',
  '/user/changePhoneSendCode',
  '/user/changePhone',
  '/kyc/status',
  '/kyc/submit',
  '/safety/break/info',
  '/safety/break/start',
]);
