import type { api, ResultOf } from '@cardroom/contract';
import type { StatusTone } from '../../components/StatusBadge';

export type AgentInfo = ResultOf<typeof api.inviteAgentInfo>;
export type TeamPage = ResultOf<typeof api.inviteTeam>;
export type TeamRow = TeamPage['list'][number];
export type InviteStatus = TeamRow['status'];
export type Programme = AgentInfo['programme'];

/**
 * Where each status stands in an invitee's way through the programme (SPEC §4 "Under Review,
 * Pass, Claimable, ReClaim, Claim"): the legend lists them in this order. A Record, so a status
 * added to the contract fails the typecheck here until it has a place and a label.
 */
const STEP: Record<InviteStatus, number> = {
  under_review: 0,
  pass: 1,
  claimable: 2,
  reclaim: 3,
  claim: 4,
};

/** The five statuses in the order an invitee moves through them. */
export const STATUS_ORDER = (Object.keys(STEP) as InviteStatus[]).sort((a, b) => STEP[a] - STEP[b]);

/**
 * The badge colour of a status: paid is done, "ReClaim" (the reward is not coming) is stopped,
 * everything before payment is still moving.
 */
export function statusTone(status: InviteStatus): StatusTone {
  if (status === 'claim') return 'success';
  if (status === 'reclaim') return 'failed';
  return 'pending';
}

/** The i18n key of a status's label and of its one-line meaning in the legend. */
export const statusLabelKey = (s: InviteStatus) => `earn.status.${s}` as const;
export const statusMeaningKey = (s: InviteStatus) => `earn.statusMeaning.${s}` as const;

// The share in the player's number style lives beside the money formatter (lib/money).
export { percentOfBps } from '../../lib/money';

/**
 * Whether the Claim button can send: something has accrued. A held inviter may still tap, and
 * the server's refusal says why in the player's language (the page does not guess it).
 */
export function canClaimRebate(rebate: AgentInfo['rebate']): boolean {
  return rebate.claimable > 0;
}

/** The Web Share API is there only in some browsers (mobile mostly): no button where it is not. */
export function canShare(nav: Pick<Navigator, 'share'> | undefined): boolean {
  return typeof nav?.share === 'function';
}

/** One condition of a valid invitee, as an `earn.rules.*` text key and what fills it in. */
export type ValidCondition =
  | { key: 'phone' }
  | { key: 'deposit' | 'validBet'; amount: number }
  | { key: 'depositWithin' | 'validBetWithin'; amount: number; days: number };

/**
 * The operator's rule for a valid invitee as the page lists it, only what the server said: a
 * bound phone when it asks for one, a total deposit when it sets one, or (the play-money
 * edition, no deposits) a total of valid bets in coins, with the time window when it gives one
 * of at least a day. No conditions: every invitee counts.
 */
export function validConditions(p: Programme): ValidCondition[] {
  const out: ValidCondition[] = [];
  if (p.needsPhone) out.push({ key: 'phone' });
  const total = (key: 'deposit' | 'validBet', amount: number): ValidCondition =>
    p.withinDays > 0 ? { key: `${key}Within`, amount, days: p.withinDays } : { key, amount };
  if (p.minDeposit > 0) out.push(total('deposit', p.minDeposit));
  if (p.minValidBet > 0) out.push(total('validBet', p.minValidBet));
  return out;
}
