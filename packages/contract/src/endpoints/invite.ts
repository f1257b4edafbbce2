import { z } from 'zod';
import { defineEndpoint, requestKeyFields } from '../endpoint.js';

/**
 * The Earn tab (SPEC.md §2 `/pages/earn/Earn`): the invitation programme, the team and the
 * agent rebate. SPEC.md §7 names `/invite/agent/info` and `/invite/agent/receiveRebate`; the
 * team call is not shown, so its path is ours. Money is in minor units, times ISO 8601 in UTC.
 */
const tag = 'Earn';

/**
 * An invitee's state on the team list (SPEC.md §4 "Under Review, Pass, Claimable, ReClaim,
 * Claim"), in the order an invitee moves through them:
 * - `under_review`: signed up through the link, not (yet) a valid invitee under the rule;
 * - `pass`: a valid invitee, waiting for a partner to make a pair or for the next 05:00 IST run;
 * - `claimable`: the pair's reward was granted and waits for the inviter (held rewards too);
 * - `reclaim`: the pair's reward could not be paid (budget spent, expired or refused as abuse)
 *   and is not coming; the invitee counts for nothing more;
 * - `claim`: the pair's reward was paid to the inviter's balance.
 */
export const inviteStatuses = ['under_review', 'pass', 'claimable', 'reclaim', 'claim'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

/** The operator's rule for a valid invitee and what the programme pays, as the page explains it. */
export const inviteProgramme = z.object({
  /** False when the operator has the programme switched off: links still attribute, nothing pays. */
  live: z.boolean(),
  /** The reward for every 2 valid invitees (minor units). */
  rewardPerPair: z.number().int(),
  /** A valid invitee has a bound phone (when true) … */
  needsPhone: z.boolean(),
  /** … and deposits at least this much in total (minor units; 0 in the play-money edition) … */
  minDeposit: z.number().int(),
  /**
   * … or, in the play-money edition (no deposits), turns over at least this much in valid bets
   * (coins as minor units; 0 in the real-money edition) …
   */
  minValidBet: z.number().int(),
  /** … within this many days of signing up. */
  withinDays: z.number().int(),
  /** The agent rebate: this share (basis points, 1/100 of a percent) of the invitees' valid bets. */
  rebateBps: z.number().int(),
  /** The pair rewards are paid at this hour (market time zone of the offer: 05:00 IST). */
  payoutTime: z.string(),
});
export type InviteProgramme = z.infer<typeof inviteProgramme>;

export const inviteAgentInfo = defineEndpoint({
  method: 'POST',
  path: '/invite/agent/info',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "The player's referral link and invite code, the programme's rules, and the player's totals: invitees, valid invitees, pair rewards paid, and the agent rebate to claim.",
  payload: {},
  result: z.object({
    /** `PUBLIC_URL` + `/?invite_code=…`, kept by the app as the invite link. */
    referralUrl: z.string(),
    inviteCode: z.string(),
    programme: inviteProgramme,
    totals: z.object({
      invitees: z.number().int(),
      validInvitees: z.number().int(),
      /** Pair rewards credited so far (minor units). */
      rewardsPaid: z.number().int(),
      /** Pair rewards granted and waiting (status claimable), minor units. */
      rewardsWaiting: z.number().int(),
    }),
    rebate: z.object({
      /** Accrued over closed market days and not yet claimed (minor units). */
      claimable: z.number().int(),
      /** Claimed so far (minor units). */
      claimed: z.number().int(),
      /** True while the operator holds this inviter's rewards (suspected abuse): nothing pays. */
      held: z.boolean(),
    }),
  }),
});

export const inviteTeamRow = z.object({
  /** The invitee's phone, masked (`812****78`), or their masked id when no phone is bound. */
  phone: z.string(),
  invitedAt: z.string(),
  /** The invitee's credited deposits so far (minor units). */
  deposit: z.number().int(),
  status: z.enum(inviteStatuses),
});
export type InviteTeamRow = z.infer<typeof inviteTeamRow>;

export const inviteTeam = defineEndpoint({
  method: 'POST',
  path: '/invite/team',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "The player's invitees who signed up in the range (Today / 7 Days / 30 Days, market time zone), newest first, a page at a time, with the range's counts.",
  payload: {
    range: z.enum(['today', '7d', '30d'], { error: 'invalidField' }).default('today'),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
  result: z.object({
    list: z.array(inviteTeamRow),
    total: z.number().int(),
    page: z.number().int(),
    /** In the range: invitees, and how many of them are valid (pass, claimable or claim). */
    counts: z.object({ invitees: z.number().int(), valid: z.number().int() }),
  }),
});

export const receiveRebate = defineEndpoint({
  method: 'POST',
  path: '/invite/agent/receiveRebate',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary:
    'Claims the agent rebate accrued over closed market days, once: concurrent claims credit it once; nothing to claim is refused.',
  payload: { ...requestKeyFields },
  result: z.object({
    /** What this claim credited (minor units). */
    amount: z.number().int(),
    balance: z.number().int(),
  }),
});

export const inviteEndpoints = { inviteAgentInfo, inviteTeam, receiveRebate } as const;
