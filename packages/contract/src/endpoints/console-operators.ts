import { z } from 'zod';
import { defineConsoleEndpoint, OPERATOR_ROLES } from '../console-endpoint.js';

/**
 * The team, managed in the console (issue 38): the owner creates operators, disables and
 * enables them, and gives a new password or second factor to one who lost theirs (each shown
 * once, to the owner, to pass on); every operator changes their own password. The command line
 * (`npm run ops -- operator …`) still creates the first owner.
 */
const tag = 'Console';

const login = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,64}$/, 'consoleOperatorLoginFormat');
const reason = z.string().trim().min(5, 'invalidField').max(200, 'invalidField');
/** At least 12 characters (a passphrase); at most 128, what sign-in accepts. */
const newPassword = z.string().min(12, 'consolePasswordShort').max(128, 'consolePasswordShort');

export const consoleOperatorRow = z.object({
  login: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Sessions open now (not ended, not idle or past their age). */
  openSessions: z.number().int(),
  /** The operator asking: the owner acts on others from this page, on themselves from "My password". */
  self: z.boolean(),
});
export type ConsoleOperatorRow = z.infer<typeof consoleOperatorRow>;

/** A secret shown once: the owner passes it on, the server keeps only its hash or ciphertext. */
const secondFactor = z.object({ totpSecret: z.string(), totpUrl: z.string() });

export const consoleOperatorsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/operators/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner'],
  tag,
  summary: 'Every operator: role, disabled or not, last sign-in, open sessions.',
  payload: {},
  result: z.object({ operators: z.array(consoleOperatorRow) }),
});

export const consoleOperatorCreate = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/operators/create',
  envelope: 'state',
  auth: 'required',
  access: ['owner'],
  tag,
  summary:
    'A new operator with a generated password and TOTP secret, answered once (never stored in clear).',
  payload: {
    login,
    displayName: z.string().trim().max(64, 'invalidField'),
    role: z.enum(OPERATOR_ROLES, { error: 'invalidField' }),
  },
  result: secondFactor.extend({
    login: z.string(),
    role: z.enum(OPERATOR_ROLES),
    password: z.string(),
  }),
});

export const consoleOperatorSetDisabled = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/operators/setDisabled',
  envelope: 'state',
  auth: 'required',
  access: ['owner'],
  tag,
  summary:
    'Disables (their sessions end at once) or enables an operator, with a reason; never oneself, never the last active owner.',
  payload: { login, disabled: z.boolean(), reason },
  result: z.object({ login: z.string(), disabled: z.boolean() }),
});

export const consoleOperatorResetTotp = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/operators/resetTotp',
  envelope: 'state',
  auth: 'required',
  access: ['owner'],
  tag,
  summary:
    'A new TOTP secret for another operator (a lost phone), answered once; the old codes stop working and their sessions end.',
  payload: { login, reason },
  result: secondFactor.extend({ login: z.string() }),
});

export const consoleOperatorResetPassword = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/operators/resetPassword',
  envelope: 'state',
  auth: 'required',
  access: ['owner'],
  tag,
  summary:
    'A new generated password for another operator (a forgotten one), answered once; their sessions end.',
  payload: { login, reason },
  result: z.object({ login: z.string(), password: z.string() }),
});

export const consoleOwnPassword = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/operators/ownPassword',
  envelope: 'state',
  auth: 'required',
  access: OPERATOR_ROLES,
  tag,
  summary:
    "Changes the signed-in operator's password (the current one first; wrong tries count against the sign-in lock); their other sessions end.",
  payload: {
    currentPassword: z
      .string()
      .min(1, 'consolePasswordCurrentWrong')
      .max(128, 'consolePasswordCurrentWrong'),
    newPassword,
  },
  result: z.object({ ok: z.literal(true), otherSessionsEnded: z.number().int() }),
});
