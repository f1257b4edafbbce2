import {
  formatMoney,
  isMessageKey,
  type Locale,
  type MailItem,
  type MessageKey,
  message,
} from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import { remarkText } from '../deposits/index.js';
import type { BiText } from './schema.js';

/** One inbox row as the union query returns it (raw SQL: ids and times may come as text). */
export interface MailRow {
  id: string;
  kind: string;
  msg_key: string | null;
  params: Record<string, string | number> | null;
  title: BiText | null;
  body: BiText | null;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/**
 * The system messages an event sends; each has `<key>Title` and `<key>Body` in messages.ts.
 * Parameters: `amount` (minor units, shown as the market's money in the reader's language),
 * `orderNo`, `reason` (a coded remark `@…` put into the reader's language, else as typed),
 * `level` (a VIP level), `wagering` (minor units of valid bets required, shown as money) and
 * `promoEn`/`promoId` (a promotion's name in each language, shown as `promo` in the reader's).
 */
export const SYSTEM_MAIL = {
  depositCredited: 'mailDepositCredited',
  depositRejected: 'mailDepositRejected',
  withdrawalPaid: 'mailWithdrawalPaid',
  withdrawalRefunded: 'mailWithdrawalRefunded',
  feedbackReplied: 'mailFeedbackReplied',
  vipLevelUp: 'mailVipLevelUp',
  vipLevelUpNoReward: 'mailVipLevelUpNoReward',
  bonusCredited: 'mailBonusCredited',
  bonusCreditedNoWagering: 'mailBonusCreditedNoWagering',
  rewardPaid: 'mailRewardPaid',
  kycApproved: 'mailKycApproved',
  kycRejected: 'mailKycRejected',
} as const;

function keyOf(base: string, part: 'Title' | 'Body'): MessageKey | null {
  const key = `${base}${part}`;
  return isMessageKey(key) ? key : null;
}

function paramsIn(
  deps: Deps,
  params: Record<string, string | number>,
  locale: Locale,
): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  // The play-money edition writes coins: no currency sign on an amount with no cash value.
  const coins = deps.config.edition === 'play';
  if (typeof params.amount === 'number') {
    out.amount = formatMoney(params.amount, deps.market.code, locale, { coins });
  }
  if (typeof params.wagering === 'number') {
    out.wagering = formatMoney(params.wagering, deps.market.code, locale, { coins });
  }
  if (typeof params.promoEn === 'string') {
    out.promo = locale === 'id' ? String(params.promoId ?? params.promoEn) : params.promoEn;
  }
  if (typeof params.reason === 'string') out.reason = remarkText(params.reason, locale);
  // A feedback answer written in both languages (a canned reply): the reader's own.
  if (locale === 'id' && typeof params.replyId === 'string' && params.replyId) {
    out.reply = params.replyId;
  }
  return out;
}

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

/** Puts a row into the reader's language: a system message from its key, an operator's as written. */
export function presentMail(deps: Deps, row: MailRow, locale: Locale): MailItem {
  let title = '';
  let body = '';
  if (row.msg_key) {
    const params = paramsIn(deps, row.params ?? {}, locale);
    const t = keyOf(row.msg_key, 'Title');
    const b = keyOf(row.msg_key, 'Body');
    // A key this build does not know (written by a newer one): show nothing rather than the key.
    title = t ? message(t, locale, params) : '';
    body = b ? message(b, locale, params) : '';
  } else {
    title = row.title?.[locale] ?? '';
    body = row.body?.[locale] ?? '';
  }
  return {
    id: String(row.id),
    title,
    body,
    link: row.link,
    createdAt: iso(row.created_at),
    read: row.read_at !== null,
    kind: row.kind === 'system' ? 'system' : 'operator',
  };
}
