import { z } from 'zod';
import { defineConsoleEndpoint, OPERATOR_ROLES } from '../console-endpoint.js';

/**
 * Operator sign-in for the back office (`apps/console`). The session travels in an HttpOnly
 * cookie (Path=/console); the answer carries the CSRF token the console sends back in the
 * `x-csrf-token` header on every POST. English only: operators are staff.
 */
const tag = 'Console';

export const consoleOperator = z.object({
  login: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type ConsoleOperator = z.infer<typeof consoleOperator>;

const sessionAnswer = z.object({
  operator: consoleOperator,
  /** Send it as `x-csrf-token` on every POST of this session. */
  csrfToken: z.string(),
  /** Minutes without a request after which the session ends. */
  idleMinutes: z.number().int(),
  /** The server's market: its currency, formats and market days (Asia/Jakarta, Asia/Kolkata). */
  market: z.enum(['ID', 'IN']),
});
export type ConsoleSession = z.infer<typeof sessionAnswer>;

export const consoleSignIn = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/auth/signIn',
  envelope: 'state',
  auth: 'none',
  access: 'signedOut',
  tag,
  summary:
    'Operator sign-in: login, password and the 6-digit TOTP code. One refusal for any wrong part; throttled per login and per address. Sets the session cookie.',
  payload: {
    login: z.string().trim().min(1, 'consoleSignInFailed').max(64, 'consoleSignInFailed'),
    password: z.string().min(1, 'consoleSignInFailed').max(128, 'consoleSignInFailed'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'consoleSignInFailed'),
  },
  result: sessionAnswer,
});

export const consoleMe = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/auth/me',
  envelope: 'state',
  auth: 'required',
  access: OPERATOR_ROLES,
  tag,
  summary: 'The signed-in operator and the session CSRF token (after a page reload).',
  payload: {},
  result: sessionAnswer,
});

export const consoleSignOut = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/auth/signOut',
  envelope: 'state',
  auth: 'required',
  access: OPERATOR_ROLES,
  tag,
  summary: 'Ends the session and clears the cookie.',
  payload: {},
  result: z.object({ ok: z.literal(true) }),
});
