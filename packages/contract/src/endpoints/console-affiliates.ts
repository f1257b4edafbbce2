import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/**
 * Affiliates and agents (the invitation programme) in the console: per inviter, invitations,
 * rewards paid, and the operator's hold on an inviter's rewards (what `npm run ops -- invite
 * player|hold|release` does). There is no separate risk role: holding is the owner's and
 * finance's (they answer for money paid out), reading is also marketing's (it runs the programme).
 */
const tag = 'Console';

const player = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, { error: 'invalidField' });

export const consoleInviter = z.object({
  uid: z.string(),
  /** Players who signed up with this inviter's code. */
  invited: z.number().int(),
  /** Of them, those who met the programme's rule of a valid invitee. */
  valid: z.number().int(),
  /** Pair rewards credited to the inviter (minor units). */
  pairRewardsPaid: z.number().int(),
  /** Agent rebate the inviter claimed (credited, minor units). */
  rebatePaid: z.number().int(),
  /** Granted and not paid yet: claimable pair rewards and accrued rebate (minor units). */
  waiting: z.number().int(),
  /** When the operator's hold began, or null when not held. */
  heldAt: z.string().nullable(),
});
export type ConsoleInviter = z.infer<typeof consoleInviter>;

export const consoleAffiliatesList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/affiliates/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance', 'marketing'],
  tag,
  summary:
    'Inviters, most invitations first: invitations (all and valid), rewards and rebate paid, what waits, and the hold; by uid or held only.',
  payload: {
    /** One inviter by uid (the player's public number). */
    player: z
      .string()
      .trim()
      .regex(/^\d{0,20}$/, { error: 'invalidField' })
      .optional(),
    held: z.enum(['all', 'held']).default('all'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  },
  result: z.object({
    items: z.array(consoleInviter),
    total: z.number().int(),
    currencySign: z.string(),
  }),
});

export const consoleAffiliateHold = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/affiliates/hold',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Holds an inviter’s rewards (pairs granted, not paid; the rebate accrues, not claimable) or lifts the hold (the waiting pair rewards are paid at once). Audited.',
  payload: { player, hold: z.boolean() },
  result: z.object({
    uid: z.string(),
    heldAt: z.string().nullable(),
    /** Pair rewards paid when the hold was lifted (0 when holding). */
    credited: z.number().int(),
  }),
});
