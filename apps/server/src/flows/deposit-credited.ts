import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { CreditedDeposit, DepositCreditOutcome } from '../events.js';
import { reserveMethodGift } from '../modules/deposits/index.js';
import { mailDepositCredited } from '../modules/inbox/index.js';
import { onInviteeDeposit } from '../modules/invite/index.js';
import { onDeposit, onTaskDone, payBonus } from '../modules/promo/index.js';
import { addProgress } from '../modules/vip/index.js';

/**
 * A deposit was credited: deposits' `creditOrder` has posted it (`deposit:<orderNo>`, the
 * playable part to cash, any money beyond a deposit limit held) with its wagering, in the
 * transaction of whoever credited it (gateway callback, bank-statement match, operator or
 * agent confirm, crypto address, sandbox, ops CLI), and calls this once per order. Every step
 * writes in that transaction: one failing rolls the whole credit back.
 *
 * 1. the method's gift (transfer, agency, crypto, self-service UTR) through the one bonus path
 *    (`payBonus`: a player on a break gets none; then the day's method-gift budget, reserved in
 *    this transaction; a withheld gift is recorded as 0 with why);
 * 2. the first-deposit promotion's bonus (its tiers, daily cap and budget);
 * 3. the sign-up bonus's first-deposit task;
 * 4. VIP progress (a level reached pays its reward and sends its message);
 * 5. the invitation: the invitee's deposits toward being a valid invitee;
 * 6. the "deposit received" message.
 */
export async function depositCredited(
  deps: Deps,
  tx: Tx,
  deposit: CreditedDeposit,
): Promise<DepositCreditOutcome> {
  const { userId, orderNo } = deposit;
  const gift =
    deposit.gift > 0
      ? await payBonus(
          deps,
          tx,
          {
            userId,
            amount: deposit.gift,
            key: `deposit_bonus:${orderNo}`,
            type: 'deposit_bonus',
            reference: orderNo,
            memo: { depositType: deposit.depositType },
            wageringMultiple: deposit.giftWageringMultiple,
          },
          // Charged to the day's method-gift budget, reserved after the break gate so a paused
          // gift reserves nothing.
          { reserve: () => reserveMethodGift(deps, tx, deposit.gift, deposit.giftDailyBudget) },
        )
      : null;
  await onDeposit(deps, tx, deposit);
  await onTaskDone(deps, tx, userId, 'first_deposit');
  await addProgress(deps, tx, userId, { deposit: deposit.amount, validBet: 0 });
  await onInviteeDeposit(deps, tx, userId, deposit.amount);
  await mailDepositCredited(deps, tx, deposit);
  if (!gift || gift.paid) return { gift: gift ? deposit.gift : 0 };
  return { gift: 0, giftWithheld: gift.why };
}
