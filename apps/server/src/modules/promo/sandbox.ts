import { marketPeriod } from '@cardroom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { refuseInvalid } from '../../http/raw-routes.js';
import { refreshBoards } from '../leaderboards/index.js';
import { createGiftCode } from './giftcodes.js';
import { createPromotion, type PromoStatus, setPromotionStatus } from './promotions.js';
import { payRankingPrizes } from './ranking-payout.js';
import { runRebateDayNow } from './rebate.js';

/**
 * Sandbox mode only: what `npm run ops -- promo …` does, over HTTP, for testers on PGlite (the
 * CLI cannot open the database beside the running server). The same services as the CLI.
 */
const biText = z.object({ en: z.string().min(1).max(2000), id: z.string().min(1).max(2000) });

const promotionBody = z
  .object({
    kind: z.string().max(40),
    rules: z.unknown(),
    title: biText.optional(),
    summary: biText.optional(),
    rulesText: biText.optional(),
    bannerUrl: z.string().max(500).optional(),
    endsAt: z.iso.datetime().optional(),
    wageringMultiple: z.number().int().min(0).max(100).optional(),
    /** Minor units; absent: no budget. */
    budget: z.number().int().min(0).optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

const statusBody = z.object({ status: z.enum(['live', 'paused', 'ended']) }).strict();
const idParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });

const codeBody = z
  .object({
    code: z.string().min(1).max(40),
    /** Minor units. */
    amount: z.number().int().positive(),
    uses: z.number().int().positive().max(1_000_000),
    expiresAt: z.iso.datetime().optional(),
    promotionId: z.number().int().positive().optional(),
  })
  .strict();

/** A market day (`2026-11-22`); absent: today. */
const rebateRunBody = z.object({ day: z.iso.date().optional() }).strict();

async function operator(reply: FastifyReply, run: () => Promise<Record<string, unknown>>) {
  try {
    return { ok: true, ...(await run()) };
  } catch (err) {
    if (err instanceof OperatorError)
      return reply.code(409).send({ ok: false, error: err.message });
    throw err;
  }
}

export function registerSandboxPromoOperator(app: FastifyInstance, deps: Deps): void {
  const market = deps.market.code;

  /** A live promotion (texts default to the kind's name). */
  app.post('/sandbox/operator/promo/promotions', async (req, reply) => {
    const parsed = promotionBody.safeParse(req.body ?? {});
    if (!parsed.success) return refuseInvalid(reply, parsed.error);
    const b = parsed.data;
    const named = { en: b.kind, id: b.kind };
    return operator(reply, async () => {
      const p = await createPromotion(deps, market, {
        kind: b.kind,
        title: b.title ?? named,
        summary: b.summary ?? b.title ?? named,
        rulesText: b.rulesText ?? b.title ?? named,
        bannerUrl: b.bannerUrl ?? '',
        startsAt: deps.now(),
        endsAt: b.endsAt ? new Date(b.endsAt) : null,
        rules: b.rules,
        wageringMultiple: b.wageringMultiple ?? 1,
        budget: b.budget ?? null,
        sort: b.sort ?? 0,
        status: 'live',
      });
      return { promotion: { id: String(p.id), kind: p.kind, status: p.status } };
    });
  });

  app.post('/sandbox/operator/promo/promotions/:id/status', async (req, reply) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return refuseInvalid(reply, params.error);
    const parsed = statusBody.safeParse(req.body ?? {});
    if (!parsed.success) return refuseInvalid(reply, parsed.error);
    return operator(reply, async () => {
      const to: PromoStatus = parsed.data.status;
      const p = await setPromotionStatus(deps, market, Number(params.data.id), to);
      return { promotion: { id: String(p.id), kind: p.kind, status: p.status } };
    });
  });

  // No gift codes in the play-money edition (redeeming one is a refused money call).
  if (deps.config.edition !== 'play') {
    app.post('/sandbox/operator/promo/giftcodes', async (req, reply) => {
      const parsed = codeBody.safeParse(req.body ?? {});
      if (!parsed.success) return refuseInvalid(reply, parsed.error);
      const b = parsed.data;
      return operator(reply, async () => {
        const row = await createGiftCode(deps, market, {
          code: b.code,
          amount: b.amount,
          maxUses: b.uses,
          expiresAt: b.expiresAt ? new Date(b.expiresAt) : null,
          promotionId: b.promotionId,
        });
        return { code: { code: row.code, amount: row.amount, uses: row.maxUses } };
      });
    });
  }

  /**
   * Runs the leaderboard recount and the ranking payouts (valid bet and valid invitees) now,
   * instead of waiting up to three minutes for their jobs: a tester sees a bet on the Ranking
   * page at once. The same work as
   * the jobs (the same lock and claim rows), so it can never pay twice.
   */
  app.post('/sandbox/operator/promo/ranking/refresh', async () => {
    const refreshed = await refreshBoards(deps.db, market, deps.now());
    const paid = await payRankingPrizes(deps);
    return { ok: true, changed: refreshed.changed, paid };
  });

  /**
   * Pays the rebate of one market day so far (today by default: testers cannot wait for
   * midnight), each player once per day, then credits what it granted (rebate.ts
   * runRebateDayNow).
   */
  app.post('/sandbox/operator/promo/rebate/run', async (req, reply) => {
    const parsed = rebateRunBody.safeParse(req.body ?? {});
    if (!parsed.success) return refuseInvalid(reply, parsed.error);
    const now = deps.now();
    // Noon UTC of the date is the same date in IST and WIB.
    const at = parsed.data.day ? new Date(`${parsed.data.day}T12:00:00Z`) : now;
    const day = marketPeriod(market, at, 'day');
    if (day.start.getTime() > now.getTime()) {
      return reply.code(409).send({ ok: false, error: 'that day has not started yet' });
    }
    const { granted, credited } = await runRebateDayNow(deps, day);
    return { ok: true, day: day.key, granted, credited };
  });
}
