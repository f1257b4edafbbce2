import { api } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { player, withoutSeeded } from '../modules/deposits/testkit.js';
import { runPromoOps } from './promo.js';

const t = useTestApp();

async function ops(...args: string[]) {
  const lines: string[] = [];
  const code = await runPromoOps(t.deps, ['promo', ...args], (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

const texts = [
  '--title-en',
  'Gift codes',
  '--title-id',
  'Kode hadiah',
  '--rules-text-en',
  'One code per player',
  '--rules-text-id',
  'Satu kode per pemain',
];

const kinds = async (sign?: string) =>
  resultData<{ list: Array<{ kind: string; title: string }> }>(
    await t.call(api.promoList, {}, sign ? { sign } : {}),
  ).list.map((c) => c.kind);

describe('npm run ops -- promo …', () => {
  it('lists the seeded check-in and prints help', async () => {
    const list = await ops('list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/#\d+ {2}checkin {2}live/);
    const help = await ops('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('promo codes create');
  });

  it('refuses rules that do not fit the kind, with the reason', async () => {
    const bad = await ops('create', '--kind', 'checkin', '--rules', '{"rewards":[1,2]}', ...texts);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/^refused: the checkin rules are not valid: rewards: /);
    const tooRich = await ops(
      'create',
      '--kind',
      'first_deposit',
      '--rules',
      JSON.stringify({
        minDeposit: 50_000,
        tiers: [{ minAmount: 50_000, bps: 5000 }],
        dailyCap: 3_000_000,
        mode: 'auto',
      }),
      ...texts,
    );
    expect(tooRich.code).toBe(1);
    expect(tooRich.out).toContain('tiers.0.bps');
    expect((await ops('create', '--kind', 'lottery', '--rules', '{}', ...texts)).out).toContain(
      'unknown kind "lottery"',
    );
    expect((await ops('create', '--kind', 'gift_code', '--rules', '{}')).code).toBe(2);
  });

  it('creates a gift-code promotion and codes; pause, resume and end change what players see', async () => {
    // The install's seeded gift-code promotion ends first: this test's own is the only one.
    await withoutSeeded(t, 'gift_code');
    const created = await ops(
      'create',
      '--kind',
      'gift_code',
      '--rules',
      '{}',
      ...texts,
      '--budget',
      '100000',
      '--live',
    );
    expect(created.code).toBe(0);
    const id = /#(\d+)/.exec(created.out)?.[1] ?? '';
    expect(await kinds()).toContain('gift_code');

    const code = await ops(
      'codes',
      'create',
      '--code',
      'welcome-2026',
      '--amount',
      '15000',
      '--uses',
      '2',
    );
    expect(code.out).toBe(`created code WELCOME-2026: Rp 15.000, 2 uses, promotion #${id}`);
    const p = await player(t);
    expect(
      resultData<{ amount: number }>(
        await t.call(api.giftCodeRedeem, { code: 'welcome-2026' }, { sign: p.sign }),
      ).amount,
    ).toBe(1_500_000);
    expect((await ops('codes', 'list')).out).toContain('WELCOME-2026  active  Rp 15.000  used 1/2');
    expect((await ops('grants', id)).out).toMatch(/credited {2}Rp 15\.000/);
    expect((await ops('spend', id)).out).toContain('spent Rp 15.000 of Rp 100.000');

    expect((await ops('pause', id)).out).toBe(`#${id} is paused`);
    expect(await kinds()).not.toContain('gift_code');
    // A paused promotion's codes pay nothing.
    const late = await player(t);
    expect(
      failure(await t.call(api.giftCodeRedeem, { code: 'WELCOME-2026' }, { sign: late.sign })),
    ).toEqual({ state: '404', msg: 'This promotion is not available' });
    expect(await t.deps.ledger.balance(t.deps.db, late.userId, 'cash')).toBe(0);
    expect((await ops('resume', id)).out).toBe(`#${id} is live`);
    expect(await kinds()).toContain('gift_code');

    expect((await ops('codes', 'disable', 'WELCOME-2026')).code).toBe(0);
    const q = await player(t);
    expect(
      failure(await t.call(api.giftCodeRedeem, { code: 'WELCOME-2026' }, { sign: q.sign })).msg,
    ).toBe('This gift code has expired');

    expect((await ops('edit', id, '--budget', '10000')).out).toBe(
      'refused: the budget cannot be below what is already spent',
    );
    expect((await ops('edit', id, '--sort', '5')).code).toBe(0);
    expect((await ops('end', id)).out).toBe(`#${id} is ended`);
    expect((await ops('resume', id)).out).toBe(
      `refused: promotion ${id} is ended: it cannot become live`,
    );
    expect(await kinds()).not.toContain('gift_code');
  });

  it('creates a rebate promotion and refuses a rate over 100%', async () => {
    const over = await ops(
      'create',
      '--kind',
      'rebate',
      '--rules',
      '{"bps":20000,"dailyCap":500000}',
      ...texts,
    );
    expect(over.code).toBe(1);
    expect(over.out).toMatch(/^refused: the rebate rules are not valid: bps: /);
    const ok = await ops(
      'create',
      '--kind',
      'rebate',
      '--rules',
      '{"bps":1000,"dailyCap":500000,"minBasis":10000}',
      ...texts,
    );
    expect(ok.code).toBe(0);
    expect((await ops('list')).out).toMatch(/#\d+ {2}rebate {2}draft/);
  });
});
