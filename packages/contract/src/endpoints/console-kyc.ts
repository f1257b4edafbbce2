import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { riskSummary } from './console-risk.js';

/**
 * The identity-check review queue: what `npm run ops -- kyc list|approve|reject` does.
 * Support and the owner decide; finance may read the queue (a withdrawal waits on it).
 */
const tag = 'Console';

export const consoleKycSubmission = z.object({
  id: z.string(),
  /** pending: still with the provider; review: waiting for an operator. */
  state: z.string(),
  fullName: z.string(),
  birthday: z.string(),
  documentType: z.string(),
  /** Only the last four characters: the console never shows the whole number. */
  documentMasked: z.string(),
  submittedAt: z.string(),
  player: z.object({ uid: z.string(), nickname: z.string() }),
  /** The player's deposits, withdrawals and bonuses received, and the risk flags raised now. */
  risk: riskSummary,
});
export type ConsoleKycSubmission = z.infer<typeof consoleKycSubmission>;

export const consoleKycQueue = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/kyc/queue',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance'],
  tag,
  summary:
    'Identity checks waiting for an operator (review) or the provider (pending), oldest first.',
  payload: {},
  result: z.object({ submissions: z.array(consoleKycSubmission), currencySign: z.string() }),
});

const id = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, 'invalidField');
const decision = z.object({ id: z.string(), state: z.string() });

export const consoleKycApprove = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/kyc/approve',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'Approves an identity check waiting for review; the player may then withdraw. Audited.',
  payload: { id },
  result: decision,
});

export const consoleKycReject = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/kyc/reject',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary:
    'Rejects an identity check waiting for review with a reason the player reads; the player may send it again. Audited.',
  payload: { id, reason: z.string().trim().min(3, 'invalidField').max(200, 'invalidField') },
  result: decision,
});
