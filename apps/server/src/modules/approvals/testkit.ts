import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@cardroom/contract';
import { type ConsoleMoneyRequest, consoleApi } from '@cardroom/contract/console';
import type { TestApp } from '../../../test/harness.js';
import { consoleCall, type SignedIn } from '../operators/testkit.js';

/** Test helpers for four-eyes: signed-in console calls and the request queue. */
export const asOperator = (
  t: TestApp,
  as: SignedIn,
  endpoint: Endpoint,
  payload: Record<string, unknown>,
) => consoleCall(t, endpoint, payload, { cookie: as.cookie, csrf: as.csrf });

export const adjustAs = (
  t: TestApp,
  as: SignedIn,
  playerUid: string,
  amount: string,
  direction: 'credit' | 'debit' = 'credit',
  requestId = randomUUID(),
) =>
  asOperator(t, as, consoleApi.consolePlayerAdjust, {
    playerUid,
    direction,
    amount,
    reason: 'goodwill after a stuck round',
    requestId,
  });

export const decide = (
  t: TestApp,
  as: SignedIn,
  id: string,
  approve: boolean,
  reason = 'checked the round log',
) =>
  asOperator(
    t,
    as,
    approve ? consoleApi.consoleApprovalApprove : consoleApi.consoleApprovalReject,
    {
      id,
      reason,
    },
  );

export async function queue(t: TestApp, as: SignedIn, state = 'pending') {
  const res = await consoleCall(
    t,
    consoleApi.consoleApprovalsList,
    { state },
    { cookie: as.cookie },
  );
  return res.body.resultData as { rows: ConsoleMoneyRequest[] };
}
