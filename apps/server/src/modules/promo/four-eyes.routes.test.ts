import { randomUUID } from 'node:crypto';
import { api, formatMoney, message } from '@cardroom/contract';
import { type ConsoleGiftCode, consoleApi, maskGiftCode } from '@cardroom/contract/console';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { decide, queue } from '../approvals/testkit.js';
import { player } from '../deposits/testkit.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { giftCodes, promotions } from './schema.js';
import { cashOf, expectLedgerOk, livePromotion } from './testkit.js';

/**
 * Four-eyes and role limits for promotions and gift-code batches, tried as an insider would,
 * through the HTTP API (market IN, defaults: batches over ₹10,000 and budgets over ₹50,000
 * wait; marketing's codes at most ₹1,000 each, its budgets at most ₹1,00,000 and never none;
 * at least 1× wagering). PGlite, and PostgreSQL when DATABASE_URL is set.
 */
const t = useTestApp({ MARKET: 'IN' });
let marketing: SignedIn;
let marketing2: SignedIn;
let owner: SignedIn;
let finance: SignedIn;
// One hook each: on a busy machine starting the app and hashing a password each take a while.
beforeAll(async () => {
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
});
beforeAll(async () => {
  marketing2 = await signInAs(t, await makeOperator(t, 'marketing'));
});
beforeAll(async () => {
  owner = await signInAs(t, await makeOperator(t, 'owner'));
});
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

const as = (s: SignedIn) => ({ cookie: s.cookie, csrf: s.csrf });
const rupees = (n: number) => n * 100;
const fmt = (minor: number) => formatMoney(minor, 'IN', 'en');
type Answer = { state: string; msg?: string };
const failure = (res: { body: unknown }) => res.body as Answer;

function promotionForm(name: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'rebate',
    title: { en: `${name} title`, id: `Judul ${name}` },
    summary: { en: `${name} summary`, id: `Ringkasan ${name}` },
    rulesText: { en: `${name} rules`, id: `Aturan ${name}` },
    bannerUrl: '',
    startsAt: t.deps.now().toISOString(),
    endsAt: null,
    rules: { bps: 100, dailyCap: 50_000, minBasis: 10_000 },
    wageringMultiple: 1,
    budget: rupees(10_000),
    sort: 5,
    live: false,
    ...extra,
  };
}
type PromotionAnswer = { promotion: { id: number } | null; pendingApproval: string | null };
const createAs = (who: SignedIn, form: Record<string, unknown>) =>
  consoleCall(t, consoleApi.consolePromotionCreate, form, as(who));
const named = (name: string) =>
  t.deps.db
    .select()
    .from(promotions)
    .where(sql`${promotions.title}->>'en' = ${`${name} title`}`);

describe('promotions', () => {
  it('marketing may not create one without a budget or over its limit: refused, naming the rule', async () => {
    const none = failure(await createAs(marketing, promotionForm('NoBudget', { budget: null })));
    expect(none.state).toBe('400');
    expect(none.msg).toBe(
      message('consoleRuleMarketingNoBudget', 'en', { max: fmt(rupees(100_000)) }),
    );
    const big = failure(
      await createAs(marketing, promotionForm('BigBudget', { budget: rupees(10_000_000) })),
    );
    expect(big.msg).toBe(
      message('consoleRuleMarketingBudget', 'en', { max: fmt(rupees(100_000)) }),
    );
    expect(await named('NoBudget')).toHaveLength(0);
    expect(await named('BigBudget')).toHaveLength(0);
    // Nor by giving an existing promotion no budget.
    const ok = resultData<PromotionAnswer>(await createAs(marketing, promotionForm('Small')));
    const { kind: _k, live: _l, ...fields } = promotionForm('Small', { budget: null });
    const edit = failure(
      await consoleCall(
        t,
        consoleApi.consolePromotionEdit,
        { id: ok.promotion?.id, ...fields },
        as(marketing),
      ),
    );
    expect(edit.msg).toMatch(/^Role limit: marketing may create or change a promotion only/);
    expect((await named('Small'))[0]?.budget).toBe(rupees(10_000));
  });

  it('0× wagering waits for a second operator; nothing exists until approved', async () => {
    const asked = resultData<PromotionAnswer>(
      await createAs(marketing, promotionForm('NoWager', { wageringMultiple: 0 })),
    );
    expect(asked.promotion).toBeNull();
    const id = asked.pendingApproval ?? '';
    expect(id).toMatch(/^\d+$/);
    expect(await named('NoWager')).toHaveLength(0);
    const row = (await queue(t, owner)).rows.find((r) => r.id === id);
    expect(row).toMatchObject({ kind: 'promotion', amount: rupees(10_000), mine: false });
    expect(row?.note).toMatch(/minWageringMultiple/);
    expect(row?.details).toMatchObject({
      op: 'create',
      kind: 'rebate',
      wageringMultiple: 0,
      rules: { bps: 100 },
    });
    // Another marketing operator may not approve (not an approving role).
    expect(failure(await decide(t, marketing2, id, true)).state).toBe('403');
    expect(resultData(await decide(t, finance, id, true))).toEqual({ id, state: 'approved' });
    const made = await named('NoWager');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ wageringMultiple: 0, budget: rupees(10_000), status: 'draft' });
  });

  it('no budget (owner): own approval refused; 50 concurrent approvals make one promotion', async () => {
    const asked = resultData<PromotionAnswer>(
      await createAs(owner, promotionForm('Unlimited', { budget: null, live: true })),
    );
    const id = asked.pendingApproval ?? '';
    expect(asked.promotion).toBeNull();
    expect(failure(await decide(t, owner, id, true)).msg).toBe(
      message('consoleApprovalOwnRequest', 'en'),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => decide(t, finance, id, true)),
    );
    expect(answers.filter((a) => failure(a).state === '200')).toHaveLength(1);
    const made = await named('Unlimited');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ budget: null, status: 'live' });
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `promotion:${made[0]?.id}`));
    expect(audits.map((a) => a.action)).toEqual(['promotion.create']);
  });

  it('a budget over the threshold waits; a rejected request creates nothing', async () => {
    const asked = resultData<PromotionAnswer>(
      await createAs(marketing, promotionForm('Costly', { budget: rupees(60_000) })),
    );
    const id = asked.pendingApproval ?? '';
    expect(resultData(await decide(t, owner, id, false, 'too much for this month'))).toEqual({
      id,
      state: 'rejected',
    });
    expect(await named('Costly')).toHaveLength(0);
    // A doubled submission (same requestId) is one request.
    const requestId = randomUUID();
    const form = promotionForm('Twice', { budget: rupees(60_000), requestId });
    const [a, b] = await Promise.all([createAs(marketing, form), createAs(marketing, form)]);
    expect(resultData<PromotionAnswer>(a).pendingApproval).toBe(
      resultData<PromotionAnswer>(b).pendingApproval,
    );
  });

  it('an edit lowering wagering below the floor waits; a text edit does not', async () => {
    const made = resultData<PromotionAnswer>(await createAs(marketing, promotionForm('Editable')));
    const pid = made.promotion?.id ?? 0;
    const { kind: _k, live: _l, ...fields } = promotionForm('Editable');
    const edit = (extra: Record<string, unknown>) =>
      consoleCall(
        t,
        consoleApi.consolePromotionEdit,
        { id: pid, ...fields, ...extra },
        as(marketing),
      );
    const text = resultData<PromotionAnswer>(await edit({ sort: 7 }));
    expect(text.pendingApproval).toBeNull();
    expect(text.promotion).toMatchObject({ sort: 7 });
    const wager = resultData<PromotionAnswer>(await edit({ sort: 7, wageringMultiple: 0 }));
    expect(wager.promotion).toBeNull();
    expect((await named('Editable'))[0]?.wageringMultiple).toBe(1);
    await decide(t, owner, wager.pendingApproval ?? '', true);
    expect((await named('Editable'))[0]?.wageringMultiple).toBe(0);
  });
});

describe('gift-code batches', () => {
  let promo: number;
  beforeAll(async () => {
    promo = (
      await livePromotion(t, 'gift_code', {}, { wageringMultiple: 1, budget: rupees(1_000_000) })
    ).id;
  });
  const batchAs = (who: SignedIn, extra: Record<string, unknown> = {}) =>
    consoleCall(
      t,
      consoleApi.consoleGiftCodeBatch,
      {
        promotionId: promo,
        count: 20,
        prefix: 'FE',
        amount: rupees(1_000),
        maxUses: 1,
        expiresAt: null,
        ...extra,
      },
      as(who),
    );
  type BatchAnswer = { codes: ConsoleGiftCode[]; pendingApproval: string | null };
  const collect = (who: SignedIn, requestId: string) =>
    consoleCall(t, consoleApi.consoleGiftCodeBatchCodes, { requestId }, as(who));
  const codesOf = (requestId: string) =>
    t.deps.db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.requestId, Number(requestId)));

  it('marketing issuing a ₹1 crore code is refused, naming the rule; nothing is made', async () => {
    const before = (await t.deps.db.select().from(giftCodes)).length;
    const res = failure(await batchAs(marketing, { count: 1, amount: rupees(10_000_000) }));
    expect(res.state).toBe('400');
    expect(res.msg).toBe(
      message('consoleRuleMarketingCodeAmount', 'en', { max: fmt(rupees(1_000)) }),
    );
    expect((await t.deps.db.select().from(giftCodes)).length).toBe(before);
    // Nor as a request: the owner's version of it waits for a second operator.
    const asked = resultData<BatchAnswer>(
      await batchAs(owner, { count: 1, amount: rupees(10_000_000) }),
    );
    expect(asked.codes).toEqual([]);
    expect(asked.pendingApproval).not.toBeNull();
    expect((await t.deps.db.select().from(giftCodes)).length).toBe(before);
  });

  it('under the threshold marketing gets its codes at once', async () => {
    const direct = resultData<BatchAnswer>(await batchAs(marketing, { count: 5 }));
    expect(direct.pendingApproval).toBeNull();
    expect(direct.codes).toHaveLength(5);
  });

  it('over the threshold: a request; 50 concurrent approvals make one batch; codes shown once to the requester', async () => {
    const asked = resultData<BatchAnswer>(await batchAs(marketing, { count: 20 }));
    expect(asked.codes).toEqual([]);
    const id = asked.pendingApproval ?? '';
    expect(await codesOf(id)).toHaveLength(0);
    const row = (await queue(t, owner)).rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      kind: 'gift_code_batch',
      amount: rupees(20_000),
      details: { count: 20, amount: rupees(1_000), maxUses: 1 },
    });
    expect(row?.note).toMatch(/giftCodeBatchDirectMax/);
    // Not yet approved: nothing to collect.
    expect(failure(await collect(marketing, id)).state).toBe('400');

    const answers = await Promise.all(Array.from({ length: 50 }, () => decide(t, owner, id, true)));
    expect(answers.filter((a) => failure(a).state === '200')).toHaveLength(1);
    const made = await codesOf(id);
    expect(made).toHaveLength(20);

    // The approver does not see them; the requester does, once.
    expect(failure(await collect(owner, id)).state).toBe('403');
    const got = await Promise.all(Array.from({ length: 10 }, () => collect(marketing, id)));
    const shown = got.filter((g) => failure(g).state === '200');
    expect(shown).toHaveLength(1);
    expect(got.filter((g) => failure(g).state === '409')).toHaveLength(9);
    const [once] = shown;
    if (!once) throw new Error('no call showed the codes');
    const codes = resultData<{ codes: ConsoleGiftCode[] }>(once).codes;
    expect(codes.map((c) => c.code).sort()).toEqual(made.map((c) => c.code).sort());
    expect(failure(await collect(marketing, id)).msg).toBe(message('consoleBatchCodesShown', 'en'));

    // Masked in the list and in every audit row.
    const list = resultData<{ codes: ConsoleGiftCode[] }>(
      await consoleCall(t, consoleApi.consoleGiftCodesList, { promotionId: promo }, as(owner)),
    ).codes;
    const first = codes[0]?.code ?? '';
    expect(list.find((c) => c.id === codes[0]?.id)?.code).toBe(maskGiftCode(first));
    // The list says which request made them and that they were shown (the console offers no
    // second look).
    expect(list.find((c) => c.id === codes[0]?.id)).toMatchObject({
      requestId: id,
      revealedAt: expect.any(String),
    });
    const audits = JSON.stringify(await t.deps.db.select().from(auditLog));
    for (const c of codes) expect(audits).not.toContain(c.code);

    // A player redeems one.
    const p = await player(t);
    const redeemed = resultData<{ amount: number }>(
      await t.call(api.giftCodeRedeem, { code: first }, { sign: p.sign, ip: uniqueIp() }),
    );
    expect(redeemed.amount).toBe(rupees(1_000));
    expect(await cashOf(t, p.userId)).toBe(rupees(1_000));
    await expectLedgerOk(t);
  });

  it('own approval refused; a rejected batch makes no codes and has none to collect', async () => {
    const asked = resultData<BatchAnswer>(await batchAs(owner, { count: 50, maxUses: 10 }));
    const id = asked.pendingApproval ?? '';
    expect(failure(await decide(t, owner, id, true)).state).toBe('403');
    expect(resultData(await decide(t, finance, id, false, 'far too many uses'))).toMatchObject({
      state: 'rejected',
    });
    expect(await codesOf(id)).toHaveLength(0);
    expect(failure(await collect(owner, id)).state).toBe('400');
  });
});
