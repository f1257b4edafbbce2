import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type {
  CreditedDeposit,
  FinishedWithdrawal,
  GrantCredited,
  RejectedDeposit,
  VipLevelReached,
} from '../../events.js';
import { SYSTEM_MAIL } from './present.js';
import { sendSystemMail } from './send.js';

const DEPOSIT_DETAIL = '/pages/wallet/DepositOrderDetail';
const WITHDRAW_HISTORY = '/pages/wallet/WithdrawHistory';
const VIP_PAGE = '/pages/vip/Vip';
const BALANCE_RECORDS = '/pages/account/BalanceRecords/BalanceRecords';

/** Kinds whose credit is a bonus (it may carry a wagering requirement); the rest are rewards. */
const BONUS_KINDS = new Set(['signup', 'first_deposit', 'checkin', 'gift_code']);

/*
 * The system messages events send: each a step of its event's flow (src/flows/), written
 * inside the event's own transaction (so a rolled-back credit leaves no message) and once per
 * event key.
 */

export function mailDepositCredited(deps: Deps, tx: Tx, d: CreditedDeposit): Promise<void> {
  return sendSystemMail(deps, tx, {
    userId: d.userId,
    eventKey: `deposit:${d.orderNo}`,
    key: SYSTEM_MAIL.depositCredited,
    params: { amount: d.amount, orderNo: d.orderNo },
    link: `${DEPOSIT_DETAIL}?orderNo=${encodeURIComponent(d.orderNo)}`,
  });
}

export function mailDepositRejected(deps: Deps, tx: Tx, d: RejectedDeposit): Promise<void> {
  return sendSystemMail(deps, tx, {
    userId: d.userId,
    eventKey: `deposit_rejected:${d.orderNo}`,
    key: SYSTEM_MAIL.depositRejected,
    params: { amount: d.amount, orderNo: d.orderNo, reason: d.remark },
    link: `${DEPOSIT_DETAIL}?orderNo=${encodeURIComponent(d.orderNo)}`,
  });
}

export function mailWithdrawalFinished(deps: Deps, tx: Tx, w: FinishedWithdrawal): Promise<void> {
  return sendSystemMail(deps, tx, {
    userId: w.userId,
    eventKey: `withdrawal_${w.outcome}:${w.orderNo}`,
    key: w.outcome === 'paid' ? SYSTEM_MAIL.withdrawalPaid : SYSTEM_MAIL.withdrawalRefunded,
    params:
      w.outcome === 'paid'
        ? { amount: w.amount, orderNo: w.orderNo }
        : { amount: w.amount, orderNo: w.orderNo, reason: w.remark },
    link: WITHDRAW_HISTORY,
  });
}

export function mailVipLevelReached(deps: Deps, tx: Tx, v: VipLevelReached): Promise<void> {
  return sendSystemMail(deps, tx, {
    userId: v.userId,
    eventKey: `vip_level:${v.level}`,
    key: v.reward > 0 ? SYSTEM_MAIL.vipLevelUp : SYSTEM_MAIL.vipLevelUpNoReward,
    params: { level: v.level, amount: v.reward },
    link: VIP_PAGE,
  });
}

export async function mailGrantCredited(deps: Deps, tx: Tx, g: GrantCredited): Promise<void> {
  // A VIP level-up reward is told by the level-up message itself (above): no second one.
  if (g.kind === 'vip') return;
  const bonus = BONUS_KINDS.has(g.kind);
  const key = !bonus
    ? SYSTEM_MAIL.rewardPaid
    : g.wagering > 0
      ? SYSTEM_MAIL.bonusCredited
      : SYSTEM_MAIL.bonusCreditedNoWagering;
  await sendSystemMail(deps, tx, {
    userId: g.userId,
    eventKey: `grant:${g.grantId}`,
    key,
    // Both names are stored; the reader's language picks one (present.ts).
    params: {
      amount: g.amount,
      wagering: g.wagering,
      promoEn: g.title.en,
      promoId: g.title.id || g.title.en,
    },
    link: BALANCE_RECORDS,
  });
}
