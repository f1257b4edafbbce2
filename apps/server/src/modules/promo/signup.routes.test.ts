import { api } from '@cardroom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  creditedDeposit,
  failure,
  otpPlayer,
  resultData,
  sendOtp,
  uniqueMobile,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { runPromoOps } from '../../ops/promo.js';
import { type Player, player } from '../deposits/testkit.js';
import { betBody, gameSession, rollbackBody, walletCall } from '../wallet-api/testkit.js';
import { boundCode, userIdOf } from '../withdrawals/testkit.js';
import { expireGrants } from './engine.js';
import { parseRules } from './rules.js';
import { cashOf, expectLedgerOk, livePromotion, records, wageringOf } from './testkit.js';

type Task = { kind: string; target: number; current: number; doneAt: string | null };
type Info = {
  state: string;
  reward: number;
  tasks: Task[];
  registeredAt: string;
  windowEndsAt: string;
  grant: { grantId: string; state: string; expiresAt: string | null } | null;
};
type Card = { kind: string; page: string; my: Record<string, unknown> | null };

const REWARD = 12_345;
const RULES = {
  tasks: [
    { kind: 'bind_phone' },
    { kind: 'first_deposit' },
    { kind: 'play_rounds', rounds: 3 },
    { kind: 'withdraw_password' },
  ],
  reward: REWARD,
};
const HOUR = 3_600_000;
const DEPOSIT = { ID: 5_000_000, IN: 500_000 } as const;

for (const market of ['ID', 'IN'] as const) {
  describe(`sign-up bonus (${market})`, () => {
    const t = useTestApp({ MARKET: market });
    let moved = 0;
    /** Moves the services' clock; put back after each test (registration uses the real time). */
    const move = (ms: number) => {
      t.advance(ms);
      moved += ms;
    };
    afterEach(() => {
      t.advance(-moved);
      moved = 0;
    });

    const info = async (p: Player) =>
      resultData<Info>(await t.call(api.signupInfo, {}, { sign: p.sign }));
    const claim = (p: Player, locale: 'en' | 'id' = 'en') =>
      t.call(api.signupClaim, {}, { sign: p.sign, locale });
    const card = async (p: Player, locale: 'en' | 'id' = 'en') => {
      const list = resultData<{ list: Card[] }>(
        await t.call(api.promoList, {}, { sign: p.sign, locale }),
      );
      return list.list.find((c) => c.kind === 'signup');
    };
    const task = (i: Info, kind: string) => i.tasks.find((x) => x.kind === kind);
    /** The tick's time lies between the clock read before the event and after it. */
    const doneBetween = (doneAt: string | null | undefined, from: Date, to: Date) => {
      const at = new Date(doneAt ?? 0).getTime();
      expect(at).toBeGreaterThanOrEqual(from.getTime());
      expect(at).toBeLessThanOrEqual(to.getTime());
    };

    async function bindPhone(p: Player): Promise<string> {
      const mobile = uniqueMobile(market);
      const code = await sendOtp(t, mobile, 'bindPhone');
      resultData(await t.call(api.bindPhone, { mobile, verificationCode: code }, { sign: p.sign }));
      return mobile;
    }
    async function setWithdrawPassword(p: Player, mobile: string) {
      const code = await boundCode(t, { sign: p.sign, mobile }, 'withdrawPassword');
      const password = 'pin-123456';
      resultData(
        await t.call(
          api.setWithdrawPassword,
          { password, confirmPassword: password, verificationCode: code },
          { sign: p.sign },
        ),
      );
    }
    async function playRounds(p: Player, n: number) {
      const { token } = await gameSession(t, p);
      for (let i = 0; i < n; i++) {
        const bet = await walletCall(
          t,
          'transaction/bet',
          betBody(p, token, 100, { currency: t.deps.market.currencyCode }),
        );
        expect(bet.status).toBe('RS_OK');
      }
    }
    async function allTasks(p: Player) {
      const mobile = await bindPhone(p);
      await creditedDeposit(t, p, DEPOSIT[market]);
      await playRounds(p, 3);
      await setWithdrawPassword(p, mobile);
    }

    it('a fresh app has a live sign-up bonus on the Promo tab', async () => {
      const p = await player(t);
      const c = await card(p);
      expect(c?.page).toBe('/pages/promo/SignupBonus');
      expect(c?.my).toMatchObject({ state: 'progress', progress: { current: 0, target: 4 } });
      const i = await info(p);
      expect(i.reward).toBe(market === 'ID' ? 500_000 : 1_000);
      expect(i.tasks.map((x) => [x.kind, x.target])).toEqual([
        ['bind_phone', 0],
        ['first_deposit', 0],
        ['play_rounds', 3],
        ['withdraw_password', 0],
      ]);
    });

    it('ticks each task by its event; refuses a claim before all four (en, id); then credits Gift money once', async () => {
      await livePromotion(t, 'signup', RULES);
      const p = await player(t);
      const start = await info(p);
      expect(start.state).toBe('open');
      expect(start.tasks.every((x) => x.doneAt === null)).toBe(true);
      expect(new Date(start.windowEndsAt).getTime() - new Date(start.registeredAt).getTime()).toBe(
        24 * HOUR,
      );
      expect(failure(await claim(p))).toEqual({
        state: '400',
        msg: 'Finish all the tasks first: 4 left',
      });

      move(60_000);
      let from = t.deps.now();
      const mobile = await bindPhone(p);
      doneBetween(task(await info(p), 'bind_phone')?.doneAt, from, t.deps.now());

      await creditedDeposit(t, p, DEPOSIT[market]);
      expect(task(await info(p), 'first_deposit')?.doneAt).not.toBeNull();
      expect((await card(p))?.my).toMatchObject({
        state: 'progress',
        text: '2 of 4 tasks done',
        progress: { current: 2, target: 4 },
      });
      expect((await card(p, 'id'))?.my).toMatchObject({ text: '2 dari 4 tugas selesai' });

      await playRounds(p, 2);
      const two = task(await info(p), 'play_rounds');
      expect(two).toMatchObject({ current: 2, target: 3, doneAt: null });
      expect(failure(await claim(p, 'id'))).toEqual({
        state: '400',
        msg: 'Selesaikan semua tugas dulu: tinggal 2',
      });
      move(60_000);
      from = t.deps.now();
      await playRounds(p, 1);
      const three = await info(p);
      expect(task(three, 'play_rounds')).toMatchObject({ current: 3 });
      // The time of the third bet, not of the read.
      doneBetween(task(three, 'play_rounds')?.doneAt, from, t.deps.now());
      expect(three.state).toBe('open');
      expect(three.grant).toBeNull();

      move(60_000);
      from = t.deps.now();
      await setWithdrawPassword(p, mobile);
      const done = await info(p);
      expect(done.state).toBe('claimable');
      const doneAt = task(done, 'withdraw_password')?.doneAt ?? '';
      doneBetween(doneAt, from, t.deps.now());
      expect(done.grant?.state).toBe('claimable');
      expect(done.grant?.expiresAt).toBe(
        new Date(new Date(doneAt).getTime() + 7 * 24 * HOUR).toISOString(),
      );
      expect((await card(p))?.my).toMatchObject({
        state: 'claimable',
        amount: REWARD,
        grantId: done.grant?.grantId,
      });

      const cashBefore = await cashOf(t, p.userId);
      const wageringBefore = await wageringOf(t, p.userId);
      const claims = await Promise.all(Array.from({ length: 64 }, () => claim(p)));
      expect(claims.filter((r) => r.body.state === '200')).toHaveLength(1);
      expect(await cashOf(t, p.userId)).toBe(cashBefore + REWARD);
      expect(await wageringOf(t, p.userId)).toBe(wageringBefore + REWARD);
      expect(failure(await claim(p))).toEqual({
        state: '409',
        msg: 'This reward has already been claimed',
      });
      expect(failure(await claim(p, 'id')).msg).toBe('Hadiah ini sudah diklaim');
      const gifts = await records(t, p.sign, 'gift');
      expect(gifts).toHaveLength(1);
      expect(gifts[0]?.amount).toBe(REWARD);
      expect((await info(p)).state).toBe('claimed');
      expect((await card(p))?.my).toMatchObject({ state: 'claimed', text: '' });
      await expectLedgerOk(t);
    });

    it('the Promo tab claim (POST /promo/claim with the grant) credits it once too', async () => {
      await livePromotion(t, 'signup', RULES);
      const p = await player(t);
      await allTasks(p);
      const grantId = String((await card(p))?.my?.grantId);
      const before = await cashOf(t, p.userId);
      const claims = await Promise.all(
        Array.from({ length: 64 }, () => t.call(api.promoClaim, { grantId }, { sign: p.sign })),
      );
      expect(claims.filter((r) => r.body.state === '200')).toHaveLength(1);
      expect(await cashOf(t, p.userId)).toBe(before + REWARD);
      await expectLedgerOk(t);
    });

    it('a task done after the 24 hours does not count, and the page says the window passed', async () => {
      await livePromotion(t, 'signup', RULES);
      const p = await player(t);
      const mobile = await bindPhone(p);
      await creditedDeposit(t, p, DEPOSIT[market]);
      await playRounds(p, 2);
      move(24 * HOUR + 60_000);
      await playRounds(p, 1);
      await setWithdrawPassword(p, mobile);
      const late = await info(p);
      expect(late.state).toBe('windowPassed');
      expect(task(late, 'play_rounds')).toMatchObject({ current: 2, doneAt: null });
      expect(task(late, 'withdraw_password')?.doneAt).toBeNull();
      expect(late.grant).toBeNull();
      expect(failure(await claim(p))).toEqual({
        state: '400',
        msg: 'The 24 hours after registration have passed, this bonus is no longer available',
      });
      expect(failure(await claim(p, 'id')).msg).toBe(
        '24 jam setelah pendaftaran sudah lewat, bonus ini tidak tersedia lagi',
      );
      expect((await card(p))?.my).toMatchObject({ state: 'none' });
      await expectLedgerOk(t);
    });

    it('the reward is kept 7 days, then expires (claim refused, expiry job records it)', async () => {
      await livePromotion(t, 'signup', RULES);
      const p = await player(t);
      await allTasks(p);
      const ready = await info(p);
      expect(ready.state).toBe('claimable');
      move(7 * 24 * HOUR - 60_000);
      expect((await info(p)).state).toBe('claimable');
      move(2 * 60_000);
      expect((await info(p)).state).toBe('expired');
      expect(failure(await claim(p))).toEqual({ state: '400', msg: 'This reward has expired' });
      expect(failure(await claim(p, 'id')).msg).toBe('Hadiah ini sudah kedaluwarsa');
      expect(await expireGrants(t.deps.db, t.deps.now())).toBeGreaterThanOrEqual(1);
      expect((await info(p)).grant?.state).toBe('expired');
      expect(await records(t, p.sign, 'gift')).toEqual([]);
      await expectLedgerOk(t);
    });

    it('a player who registered before the promotion started is not eligible', async () => {
      const p = await player(t);
      move(60_000);
      await livePromotion(t, 'signup', RULES);
      const mobile = await bindPhone(p);
      await setWithdrawPassword(p, mobile);
      const i = await info(p);
      expect(i.state).toBe('notEligible');
      expect(i.tasks.every((x) => x.doneAt === null)).toBe(true);
      expect(failure(await claim(p))).toEqual({
        state: '400',
        msg: 'This bonus is only for players who registered after it started',
      });
      expect(failure(await claim(p, 'id')).msg).toBe(
        'Bonus ini hanya untuk pemain yang mendaftar setelah promosi dimulai',
      );
      expect((await card(p))?.my).toMatchObject({ state: 'none' });
    });

    it('a player who registered with a phone has the phone task done at registration', async () => {
      await livePromotion(t, 'signup', RULES);
      const o = await otpPlayer(t);
      const p = { sign: o.sign, uid: o.uid, userId: await userIdOf(t, o.uid) };
      const i = await info(p);
      expect(task(i, 'bind_phone')?.doneAt).toBe(i.registeredAt);
      expect(task(i, 'first_deposit')?.doneAt).toBeNull();
    });

    it('the operator creates a sign-up promotion with the ops command or the sandbox window; bad rules are refused with the reason', async () => {
      const lines: string[] = [];
      const ops = (...args: string[]) =>
        runPromoOps(t.deps, ['promo', ...args], (l) => lines.push(l));
      const texts = ['--title-en', 'Welcome', '--title-id', 'Selamat datang'];
      const more = ['--rules-text-en', 'Four tasks', '--rules-text-id', 'Empat tugas'];
      const bad = { ...RULES, keepDays: 30 };
      expect(
        await ops('create', '--kind', 'signup', '--rules', JSON.stringify(bad), ...texts, ...more),
      ).toBe(1);
      expect(lines.join('\n')).toContain('keepDays');
      const created = await ops(
        'create',
        '--kind',
        'signup',
        '--rules',
        JSON.stringify(RULES),
        '--live',
        ...texts,
        ...more,
      );
      expect(created).toBe(0);
      const p = await player(t);
      expect((await card(p))?.my).toMatchObject({ state: 'progress' });
      const refused = await t.inject({
        method: 'POST',
        url: '/sandbox/operator/promo/promotions',
        payload: { kind: 'signup', rules: { ...RULES, tasks: [{ kind: 'play_rounds' }] } },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('tasks.0.rounds');
      const ok = await t.inject({
        method: 'POST',
        url: '/sandbox/operator/promo/promotions',
        payload: { kind: 'signup', rules: RULES },
      });
      expect(ok.json()).toMatchObject({ ok: true, promotion: { kind: 'signup', status: 'live' } });
    });

    it('a rolled-back bet is not a round played', async () => {
      await livePromotion(t, 'signup', RULES);
      const p = await player(t);
      await creditedDeposit(t, p, DEPOSIT[market]);
      const { token } = await gameSession(t, p);
      const currency = t.deps.market.currencyCode;
      const bet = betBody(p, token, 100, { currency });
      expect((await walletCall(t, 'transaction/bet', bet)).status).toBe('RS_OK');
      expect(task(await info(p), 'play_rounds')?.current).toBe(1);
      const back = await walletCall(
        t,
        'transaction/rollback',
        rollbackBody(p, bet.transaction_uuid),
      );
      expect(back.status).toBe('RS_OK');
      expect(task(await info(p), 'play_rounds')?.current).toBe(0);
      await expectLedgerOk(t);
    });

    it('an operator-chosen task list: only those tasks count', async () => {
      await livePromotion(t, 'signup', {
        tasks: [{ kind: 'bind_phone' }, { kind: 'play_rounds', rounds: 1 }],
        reward: REWARD,
      });
      const p = await player(t);
      await bindPhone(p);
      await creditedDeposit(t, p, DEPOSIT[market]);
      expect((await info(p)).state).toBe('open');
      await playRounds(p, 1);
      const i = await info(p);
      expect(i.tasks.map((x) => x.kind)).toEqual(['bind_phone', 'play_rounds']);
      expect(i.state).toBe('claimable');
      expect(resultData<{ amount: number }>(await claim(p)).amount).toBe(REWARD);
      await expectLedgerOk(t);
    });
  });
}

describe('sign-up rules', () => {
  it('refuses a task twice, an unknown task, more than 7 kept days or a window over 24 hours', () => {
    const ok = parseRules('signup', RULES);
    expect(ok).toMatchObject({ ok: true, rules: { windowHours: 24, keepDays: 7 } });
    const twice = parseRules('signup', {
      ...RULES,
      tasks: [{ kind: 'bind_phone' }, { kind: 'bind_phone' }],
    });
    expect(twice.ok).toBe(false);
    expect(parseRules('signup', { ...RULES, tasks: [{ kind: 'dance' }] }).ok).toBe(false);
    expect(parseRules('signup', { ...RULES, keepDays: 8 }).ok).toBe(false);
    expect(parseRules('signup', { ...RULES, windowHours: 25 }).ok).toBe(false);
    expect(parseRules('signup', { ...RULES, tasks: [{ kind: 'play_rounds' }] }).ok).toBe(false);
  });
});
