import type { Locale } from '@cardroom/contract';
import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { SecurityDetail, SecurityEvent } from '../events.js';
import { holdNewPhone, refuseHeldBankAccount } from '../modules/breaks/index.js';
import { onInviteePhoneBound } from '../modules/invite/index.js';
import { onTaskDone } from '../modules/promo/index.js';

/**
 * The player changed their account's security (withdrawals' security.ts and cards.ts), in the
 * change's transaction, after it is written:
 * - phone bound: 1. a number held by another player's break is refused, and one bound during a
 *   break is held with it (issue 33); 2. the sign-up bonus's phone task; 3. the invitation's
 *   phone condition;
 * - phone changed: 1. the same hold, the old number with the new one;
 * - withdraw password set: 1. the sign-up bonus's password task;
 * - bank card saved: 1. a card held by someone's break is refused (the change rolls back).
 */
export async function securityChanged(
  deps: Deps,
  tx: Tx,
  event: SecurityEvent,
  userId: number,
  locale: Locale,
  detail: SecurityDetail = {},
): Promise<void> {
  switch (event) {
    case 'phoneBound':
      await holdNewPhone(deps, tx, userId, locale, undefined);
      await onTaskDone(deps, tx, userId, 'bind_phone');
      await onInviteePhoneBound(deps, tx, userId);
      return;
    case 'phoneChanged':
      await holdNewPhone(deps, tx, userId, locale, detail.previousMobile);
      return;
    case 'withdrawPasswordSet':
      await onTaskDone(deps, tx, userId, 'withdraw_password');
      return;
    case 'bankCardSaved':
      await refuseHeldBankAccount(deps, tx, userId, locale);
      return;
  }
}
