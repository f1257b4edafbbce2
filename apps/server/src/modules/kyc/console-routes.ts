import { consoleApi, NO_RISK } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { conflict } from '../../http/errors.js';
import { decideKyc, type KycDecision, kycQueue, kycSnapshot, maskedOf } from './service.js';

/** The console's identity-check queue: the same service calls as `npm run ops -- kyc`. */
export function registerKycConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleKycQueue, async () => {
    const queue = await kycQueue(deps);
    // One query per risk rule for the whole queue, never one per card.
    const risk = await deps.flows.riskOf(
      deps,
      queue.map((q) => q.row.userId),
    );
    return {
      currencySign: deps.market.currencySign,
      submissions: queue.map(({ row, uid, nickname }) => ({
        id: String(row.id),
        state: row.state,
        fullName: row.fullName,
        birthday: row.birthday,
        documentType: row.documentType,
        documentMasked: maskedOf(row),
        submittedAt: row.createdAt.toISOString(),
        player: { uid, nickname },
        risk: risk.get(row.userId) ?? NO_RISK,
      })),
    };
  });

  const decide = async (
    id: string,
    decision: KycDecision,
    ctx: Parameters<Parameters<typeof c.handle<typeof consoleApi.consoleKycApprove>>[1]>[1],
  ) => {
    const row = await decideKyc(
      deps,
      Number(id),
      decision,
      `operator:${ctx.operator.login}`,
      (tx, before, after) =>
        ctx.audit(tx, {
          action: decision.approve ? 'kyc.approve' : 'kyc.reject',
          target: `user:${after.userId}`,
          before: kycSnapshot(before),
          after: kycSnapshot(after),
        }),
    );
    if (!row) throw conflict('consoleKycNotWaiting');
    return { id: String(row.id), state: row.state };
  };
  c.handle(consoleApi.consoleKycApprove, (input, ctx) => decide(input.id, { approve: true }, ctx));
  c.handle(consoleApi.consoleKycReject, (input, ctx) =>
    decide(input.id, { approve: false, reason: input.reason }, ctx),
  );
}
