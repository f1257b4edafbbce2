import { api, message } from '@cardroom/contract';
import {
  type ConsoleGiftCode,
  type ConsolePromotion,
  consoleApi,
  maskGiftCode,
} from '@cardroom/contract/console';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { player } from '../deposits/testkit.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { giftCodes, promotions } from './schema.js';
import { cashOf, expectLedgerOk, livePromotion } from './testkit.js';

const t = useTestApp();
let marketing: SignedIn;
let finance: SignedIn;
// One hook each: on a busy machine starting the app and hashing a password each take a while.
beforeAll(async () => {
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
});
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

const as = (s: SignedIn) => ({ cookie: s.cookie, csrf: s.csrf });
const auditOf = (target: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.target, target));

const texts = (name: string) => ({
  title: { en: `${name} title`, id: `Judul ${name}` },
  summary: { en: `${name} summary`, id: `Ringkasan ${name}` },
  rulesText: { en: `${name} rules`, id: `Aturan ${name}` },
});

function rebateForm(name: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'rebate',
    ...texts(name),
    bannerUrl: '',
    startsAt: t.deps.now().toISOString(),
    endsAt: null,
    rules: { bps: 3500, dailyCap: 500_000, minBasis: 10_000 },
    wageringMultiple: 1,
    budget: 10_000_000,
    sort: 5,
    live: false,
    ...extra,
  };
}

async function create(form: Record<string, unknown>): Promise<ConsolePromotion> {
  const res = await consoleCall(t, consoleApi.consolePromotionCreate, form, as(marketing));
  return resultData<{ promotion: ConsolePromotion }>(res).promotion;
}

const setStatus = (id: number, action: string, from: string, who = marketing) =>
  consoleCall(t, consoleApi.consolePromotionSetStatus, { id, action, from }, as(who));

describe('console promotions', () => {
  it('marketing creates a promotion: listed with state, budget and spent, audited', async () => {
    const p = await create(rebateForm('Create'));
    expect(p).toMatchObject({ kind: 'rebate', status: 'draft', budget: 10_000_000, spent: 0 });
    const list = resultData<{ promotions: ConsolePromotion[] }>(
      await consoleCall(t, consoleApi.consolePromotionsList, {}, as(finance)),
    );
    expect(list.promotions.find((x) => x.id === p.id)).toMatchObject({
      title: { en: 'Create title', id: 'Judul Create' },
      status: 'draft',
      grants: 0,
    });
    const rows = await auditOf(`promotion:${p.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'promotion.create', before: null });
    expect(rows[0]?.after).toMatchObject({ kind: 'rebate', status: 'draft', budget: 10_000_000 });
  });

  it('refuses a config the engine would refuse, naming the field, and saves nothing', async () => {
    const before = await t.deps.db.select().from(promotions);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ rules: { bps: 20_000, dailyCap: 500_000, minBasis: 10_000 } }, /rebate rules.*bps/],
      [{ rules: { bps: 3500 } }, /dailyCap/],
      [
        { kind: 'first_deposit', rules: { minDeposit: 1, tiers: [{ minAmount: 1, bps: 9000 }] } },
        /first_deposit rules.*tiers\.0\.bps/,
      ],
      [{ endsAt: new Date(t.deps.now().getTime() - 60_000).toISOString() }, /end must come after/],
    ];
    for (const [change, reason] of cases) {
      const res = await consoleCall(
        t,
        consoleApi.consolePromotionCreate,
        rebateForm('Bad', change),
        as(marketing),
      );
      const f = failure(res);
      expect(f.state, JSON.stringify(change)).toBe('400');
      expect(f.msg).toMatch(/^Refused: /);
      expect(f.msg).toMatch(reason);
    }
    // The contract refuses malformed fields before any service runs, in the caller's language.
    const noIndonesian = failure(
      await consoleCall(
        t,
        consoleApi.consolePromotionCreate,
        { ...rebateForm('Bad'), title: { en: 'x', id: ' ' }, locale: 'id' },
        as(marketing),
      ),
    );
    expect(noIndonesian.state).toBe('400');
    expect(noIndonesian.msg).toMatch(/title/);
    const floatBudget = failure(
      await consoleCall(
        t,
        consoleApi.consolePromotionCreate,
        rebateForm('Bad', { budget: 10.5 }),
        as(marketing),
      ),
    );
    expect(floatBudget.state).toBe('400');
    expect(await t.deps.db.select().from(promotions)).toHaveLength(before.length);
  });

  it('edits a promotion, audited before → after; refuses a budget below what is spent', async () => {
    const p = await create(rebateForm('Edit'));
    const { kind: _k, live: _l, ...fields } = rebateForm('Edited', { budget: 20_000_000 });
    const res = await consoleCall(
      t,
      consoleApi.consolePromotionEdit,
      { id: p.id, ...fields },
      as(marketing),
    );
    expect(resultData<{ promotion: ConsolePromotion }>(res).promotion).toMatchObject({
      budget: 20_000_000,
      title: { en: 'Edited title' },
    });
    const edit = (await auditOf(`promotion:${p.id}`)).find((r) => r.action === 'promotion.edit');
    expect(edit?.before).toMatchObject({
      budget: 10_000_000,
      title: { en: 'Edit title' },
    });
    expect(edit?.after).toMatchObject({ budget: 20_000_000, title: { en: 'Edited title' } });

    await t.deps.db.update(promotions).set({ spent: 5_000_000 }).where(eq(promotions.id, p.id));
    const low = failure(
      await consoleCall(
        t,
        consoleApi.consolePromotionEdit,
        { id: p.id, ...fields, budget: 4_000_000 },
        as(marketing),
      ),
    );
    expect(low).toEqual({
      state: '400',
      msg: 'Refused: the budget cannot be below what is already spent',
    });
    const [row] = await t.deps.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row?.budget).toBe(20_000_000);
    // Finance reads but may not change.
    const refused = failure(
      await consoleCall(t, consoleApi.consolePromotionEdit, { id: p.id, ...fields }, as(finance)),
    );
    expect(refused).toEqual({ state: '403', msg: message('consoleRoleRefused', 'en') });
  });

  it('moves only along the allowed states; a stale view is refused', async () => {
    const p = await create(rebateForm('States'));
    expect(failure(await setStatus(p.id, 'pause', 'draft')).msg).toBe(
      `Refused: promotion ${p.id} is draft: it cannot become paused`,
    );
    expect(
      resultData<{ promotion: ConsolePromotion }>(await setStatus(p.id, 'resume', 'draft'))
        .promotion.status,
    ).toBe('live');
    expect(failure(await setStatus(p.id, 'pause', 'draft'))).toEqual({
      state: '409',
      msg: message('consolePromoChanged', 'en', { from: 'draft' }),
    });
    expect(
      resultData<{ promotion: ConsolePromotion }>(await setStatus(p.id, 'pause', 'live')).promotion
        .status,
    ).toBe('paused');
    expect(
      resultData<{ promotion: ConsolePromotion }>(await setStatus(p.id, 'resume', 'paused'))
        .promotion.status,
    ).toBe('live');
    const actions = (await auditOf(`promotion:${p.id}`)).map((r) => r.action);
    expect(actions).toEqual([
      'promotion.create',
      'promotion.resume',
      'promotion.pause',
      'promotion.resume',
    ]);
  });

  it('50 concurrent "end" calls end the promotion once, with one audit row', async () => {
    const p = await create(rebateForm('End', { live: true }));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => setStatus(p.id, 'end', 'live')),
    );
    const ok = results.filter((r) => r.body.state === '200');
    expect(ok).toHaveLength(1);
    for (const r of results) if (r.body.state !== '200') expect(r.body.state).toBe('409');
    const ends = (await auditOf(`promotion:${p.id}`)).filter((r) => r.action === 'promotion.end');
    expect(ends).toHaveLength(1);
    expect(ends[0]?.before).toMatchObject({ status: 'live' });
    expect(ends[0]?.after).toMatchObject({ status: 'ended' });
    // Ended is final: no resume, no edit.
    expect(failure(await setStatus(p.id, 'resume', 'ended')).state).toBe('400');
  });
});

describe('console gift codes', () => {
  let promo: number;
  beforeAll(async () => {
    promo = (await livePromotion(t, 'gift_code', {}, { wageringMultiple: 1 })).id;
  });

  const batch = (extra: Record<string, unknown> = {}, who = marketing) =>
    consoleCall(
      t,
      consoleApi.consoleGiftCodeBatch,
      {
        promotionId: promo,
        count: 5,
        prefix: 'cw',
        amount: 250_000,
        maxUses: 1,
        expiresAt: new Date(t.deps.now().getTime() + 86_400_000).toISOString(),
        ...extra,
      },
      as(who),
    );

  it('generates a batch a player redeems through the player API; list counts it', async () => {
    const codes = resultData<{ codes: ConsoleGiftCode[] }>(await batch()).codes;
    expect(codes).toHaveLength(5);
    expect(new Set(codes.map((c) => c.code)).size).toBe(5);
    for (const c of codes) expect(c.code).toMatch(/^CW[A-HJ-NP-Z2-9]{10}$/);
    const audit = (await auditOf(`promotion:${promo}`)).find((r) => r.action === 'giftcode.batch');
    expect(audit?.after).toMatchObject({
      count: 5,
      amount: 250_000,
      codes: codes.map((c) => maskGiftCode(c.code)),
    });
    // Nowhere in the audit row is a code in full.
    for (const c of codes) expect(JSON.stringify(audit)).not.toContain(c.code);

    const p = await player(t);
    const first = codes[0]?.code ?? '';
    const got = resultData<{ amount: number }>(
      await t.call(api.giftCodeRedeem, { code: first }, { sign: p.sign, ip: uniqueIp() }),
    );
    expect(got.amount).toBe(250_000);
    expect(await cashOf(t, p.userId)).toBe(250_000);
    await expectLedgerOk(t);

    const list = resultData<{ codes: ConsoleGiftCode[] }>(
      await consoleCall(t, consoleApi.consoleGiftCodesList, { promotionId: promo }, as(finance)),
    ).codes;
    // The list shows each code masked, never in full, to every role that reads it.
    expect(list.find((c) => c.id === codes[0]?.id)).toMatchObject({
      code: maskGiftCode(first),
      used: 1,
      maxUses: 1,
    });
    expect(list.find((c) => c.id === codes[1]?.id)).toMatchObject({ used: 0 });
    expect(maskGiftCode(first)).toMatch(/^CW•{7}[A-HJ-NP-Z2-9]{3}$/);
    for (const c of codes) expect(JSON.stringify(list)).not.toContain(c.code);
  });

  it('refuses a bad batch and makes no codes', async () => {
    const count = async () =>
      (await t.deps.db.select().from(giftCodes).where(like(giftCodes.code, 'BAD%'))).length;
    const past = new Date(t.deps.now().getTime() - 1000).toISOString();
    expect(failure(await batch({ prefix: 'BAD', expiresAt: past })).msg).toBe(
      'Refused: the expiry must be in the future',
    );
    expect(failure(await batch({ prefix: 'BAD', count: 501 })).state).toBe('400');
    expect(failure(await batch({ prefix: 'BAD', amount: 0 })).state).toBe('400');
    expect(failure(await batch({ prefix: 'BAD', amount: 1.5 })).state).toBe('400');
    expect(failure(await batch({ prefix: 'BAD-!' })).msg).toMatch(/prefix/);
    const other = (await livePromotion(t, 'rebate', { bps: 100, dailyCap: 1, minBasis: 1 })).id;
    expect(failure(await batch({ prefix: 'BAD', promotionId: other })).msg).toMatch(
      /not a gift_code promotion/,
    );
    expect(failure(await batch({ prefix: 'BAD' }, finance)).state).toBe('403');
    expect(await count()).toBe(0);
  });

  it('disables a code: the player is refused, audited once', async () => {
    const [c] = resultData<{ codes: ConsoleGiftCode[] }>(
      await batch({ count: 1, prefix: 'OFF' }),
    ).codes;
    const code = c?.code ?? '';
    const id = c?.id ?? 0;
    const off = resultData<{ code: ConsoleGiftCode }>(
      await consoleCall(t, consoleApi.consoleGiftCodeDisable, { id }, as(marketing)),
    );
    expect(off.code).toMatchObject({ status: 'disabled', code: maskGiftCode(code) });
    expect(
      failure(await consoleCall(t, consoleApi.consoleGiftCodeDisable, { id }, as(marketing))).msg,
    ).toMatch(/disabled already/);
    expect(
      failure(
        await consoleCall(t, consoleApi.consoleGiftCodeDisable, { id: 999_999 }, as(marketing)),
      ).state,
    ).toBe('404');
    const p = await player(t);
    const res = await t.call(api.giftCodeRedeem, { code }, { sign: p.sign, ip: uniqueIp() });
    expect(failure(res).msg).toBe(message('giftCodeExpired', 'en'));
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `giftcode:${id}`), eq(auditLog.action, 'giftcode.disable')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.before).toMatchObject({ status: 'active' });
    expect(rows[0]?.after).toMatchObject({ status: 'disabled' });
  });
});
