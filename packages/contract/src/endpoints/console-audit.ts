import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/** The audit log: every operator action, newest first, filterable. Owner only. */
const tag = 'Console';

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  ip: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const isoTime = z.iso.datetime({ offset: true, error: 'invalidField' });

export const consoleAuditList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/audit/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner'],
  tag,
  summary:
    'Audit rows, newest first; filters by operator login, action, target, player and time range.',
  payload: {
    actor: z.string().trim().max(64).optional(),
    action: z.string().trim().max(64).optional(),
    target: z.string().trim().max(128).optional(),
    /** A player's public uid (digits): the rows about that player. */
    player: z
      .string()
      .trim()
      .regex(/^\d{0,20}$/, { error: 'invalidField' })
      .optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  },
  result: z.object({ rows: z.array(auditEntry), total: z.number().int() }),
});
