import { randomUUID } from 'node:crypto';
import { api, message } from '@cardroom/contract';
import {
  type ConsolePlayerDetail,
  type ConsolePlayerRow,
  consoleApi,
  type PlayerRecordRow,
} from '@cardroom/contract/console';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Registered,
  registeredPlayer,
  resultData,
  uniqueIp,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { sessions } from '../auth/index.js';
import { onlineOrder } from '../deposits/testkit.js';
import { setLimit } from '../limits/testkit.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { users } from '../users/index.js';
import { fundedPlayer, gameSession } from '../wallet-api/testkit.js';
import { apply, expectLedgerOk, fund, userIdOf, withdrawer } from '../withdrawals/testkit.js';

const t = useTestApp();
let support: SignedIn;
let finance: SignedIn;
beforeAll(async () => {
  support = await signInAs(t, await makeOperator(t, 'support'));
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

type Page<T> = { rows: T[]; total: number };
const read = async (endpoint: Parameters<typeof consoleCall>[1], payload: object) =>
  consoleCall(t, endpoint, payload as Record<string, unknown>, { cookie: support.cookie });
const search = async (q: string) =>
  resultData<Page<ConsolePlayerRow>>(await read(consoleApi.consolePlayerSearch, { q }));
const detail = async (playerUid: string) =>
  resultData<ConsolePlayerDetail>(await read(consoleApi.consolePlayerGet, { playerUid }));
const records = async (playerUid: string, tab: string) =>
  resultData<Page<PlayerRecordRow>>(
    await read(consoleApi.consolePlayerRecords, { playerUid, tab }),
  );
const cash = (userId: number) => t.deps.ledger.balance(t.deps.db, userId, 'cash');
const auditOf = (uid: string, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, `player:${uid}`), eq(auditLog.action, action)));

const post = (as: SignedIn, endpoint: Parameters<typeof consoleCall>[1], payload: object) =>
  consoleCall(t, endpoint, payload as Record<string, unknown>, {
    cookie: as.cookie,
    csrf: as.csrf,
  });
const adjust = (
  playerUid: string,
  direction: 'credit' | 'debit',
  amount: string,
  requestId = randomUUID(),
) =>
  post(finance, consoleApi.consolePlayerAdjust, {
    playerUid,
    direction,
    amount,
    reason: 'goodwill after a stuck round',
    requestId,
  });

describe('finding a player', () => {
  it('finds by exact uid, by phone with or without the country code, by part of the nickname', async () => {
    const p = await registeredPlayer(t);
    const nick = `Zed${Math.random().toString(36).slice(2, 8)}`;
    await t.deps.db.update(users).set({ nickname: nick }).where(eq(users.uid, p.uid));
    const prefix = t.deps.market.phonePrefix;
    for (const q of [
      p.uid,
      p.mobile,
      `${prefix}${p.mobile}`,
      `${prefix.slice(1)}${p.mobile}`,
      `0${p.mobile}`,
      nick.slice(1, 6).toLowerCase(),
    ]) {
      const found = await search(q);
      expect(
        found.rows.map((r) => r.uid),
        q,
      ).toEqual([p.uid]);
      expect(found.total, q).toBe(1);
    }
    expect(await search('no-player-is-called-this')).toEqual({ rows: [], total: 0 });
    // A wildcard typed by the operator is a character, not "anything".
    expect((await search('%')).total).toBe(0);
  });

  it('pages the results, at most 50 a page', async () => {
    const tag = `Pg${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 3; i++) {
      const p = await registeredPlayer(t);
      await t.deps.db
        .update(users)
        .set({ nickname: `${tag}${i}` })
        .where(eq(users.uid, p.uid));
    }
    const first = resultData<Page<ConsolePlayerRow>>(
      await read(consoleApi.consolePlayerSearch, { q: tag, pageSize: 2, page: 1 }),
    );
    const second = resultData<Page<ConsolePlayerRow>>(
      await read(consoleApi.consolePlayerSearch, { q: tag, pageSize: 2, page: 2 }),
    );
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => r.nickname)).toEqual([`${tag}2`, `${tag}1`]);
    expect(second.rows.map((r) => r.nickname)).toEqual([`${tag}0`]);
    const tooBig = await read(consoleApi.consolePlayerSearch, { q: tag, pageSize: 51 });
    expect(tooBig.body.state).toBe('400');
  });
});

describe('a player’s page', () => {
  it('shows profile, balance, inviter, team and the ledger lines', async () => {
    const inviter = await registeredPlayer(t);
    const p = await registeredPlayer(t);
    const inviterId = await userIdOf(t, inviter.uid);
    const id = await userIdOf(t, p.uid);
    await t.deps.db.update(users).set({ referredBy: inviterId }).where(eq(users.id, id));
    await fund(t, id, 123_400);

    const d = await detail(p.uid);
    expect(d).toMatchObject({
      uid: p.uid,
      mobile: p.mobile,
      phonePrefix: t.deps.market.phonePrefix,
      disabled: false,
      balance: 123_400,
      wageringLeft: 0,
      inviter: { uid: inviter.uid },
      teamSize: 0,
      currencySign: t.deps.market.currencySign,
    });
    expect(d.lastSignInAt).not.toBeNull();
    expect((await detail(inviter.uid)).teamSize).toBe(1);

    const ledger = await records(p.uid, 'ledger');
    expect(ledger.total).toBe(1);
    expect(ledger.rows[0]).toMatchObject({
      what: 'deposit',
      amount: 123_400,
      balanceAfter: 123_400,
    });
    expect(ledger.rows[0]?.ref).toMatch(/^deposit:test-fund-/);
    const team = await records(inviter.uid, 'team');
    expect(team.rows.map((r) => r.ref)).toEqual([p.uid]);
    for (const tab of ['deposits', 'withdrawals', 'rounds', 'bonuses']) {
      expect(await records(p.uid, tab), tab).toEqual({ rows: [], total: 0 });
    }
  });

  it('lists the player’s deposit and withdrawal orders, newest first', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 200_000_000);
    const asked = resultData<{ orderNo: string }>(await apply(t, w, 50_000_000));
    const deposit = await onlineOrder(t, w, 5_000_000);
    const withdrawals = await records(w.uid, 'withdrawals');
    expect(withdrawals).toMatchObject({
      total: 1,
      rows: [{ ref: asked.orderNo, amount: -50_000_000, status: 'review' }],
    });
    expect(withdrawals.rows[0]?.what).toContain('1234567890');
    const deposits = await records(w.uid, 'deposits');
    expect(deposits).toMatchObject({
      total: 1,
      rows: [{ ref: deposit.orderNo, amount: 5_000_000, status: 'pending' }],
    });
    const ledger = await records(w.uid, 'ledger');
    expect(ledger.rows.map((r) => r.what)).toEqual(['withdrawal', 'deposit']);
    expect(ledger.rows[0]).toMatchObject({ amount: -50_000_000, balanceAfter: 150_000_000 });
  });

  it('lists the player’s house-game rounds with stake and result', async () => {
    const p = await fundedPlayer(t, 1_000_000);
    const { token } = await gameSession(t, p, 'dragon-tiger');
    const played = resultData<{ round: { id: string }; balance: number }>(
      await t.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake: 100_000 }] }),
    );
    const rounds = await records(p.uid, 'rounds');
    expect(rounds.total).toBe(1);
    const row = rounds.rows[0];
    expect(row).toMatchObject({ what: 'dragon-tiger', stake: 100_000 });
    // The round's result is what it did to the balance.
    expect(1_000_000 + (row?.amount ?? 0)).toBe(played.balance);
    expect(row?.status).toBe(
      (row?.amount ?? 0) > 0 ? 'won' : (row?.amount ?? 0) < 0 ? 'lost' : 'even',
    );
  });

  it('answers a clear refusal for an unknown uid', async () => {
    const res = await read(consoleApi.consolePlayerGet, { playerUid: '99999999999' });
    expect(res.body).toEqual({ state: '404', msg: message('consolePlayerNotFound', 'en') });
    const id = await consoleCall(
      t,
      consoleApi.consolePlayerGet,
      { playerUid: '99999999999', locale: 'id' },
      { cookie: support.cookie },
    );
    expect(id.body.msg).toBe(message('consolePlayerNotFound', 'id'));
  });
});

describe('safer gambling on the player page', () => {
  it('shows the break in force and the limits the player set, a pending raise with its time', async () => {
    const p = await registeredPlayer(t);
    expect((await detail(p.uid)).safety).toEqual({ break: null, limits: [] });

    await setLimit(t, p.sign, 'deposit', 'day', 500_000);
    await setLimit(t, p.sign, 'session', null, 60);
    // A raise waits 24 hours: the console shows the limit in force and the raise to come.
    await setLimit(t, p.sign, 'deposit', 'day', 900_000);
    const started = await t.call(
      api.breakStart,
      { period: '24h', confirm: true },
      { sign: p.sign, ip: uniqueIp() },
    );
    expect(started.body.state).toBe('200');

    const { safety } = await detail(p.uid);
    expect(safety.break).toMatchObject({ kind: 'timeout', period: '24h' });
    const ends = Date.parse(safety.break?.endsAt ?? '');
    expect(Math.abs(ends - (t.deps.now().getTime() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect(safety.limits.map((l) => [l.kind, l.period, l.value, l.pendingValue])).toEqual([
      ['deposit', 'day', 500_000, 900_000],
      ['session', null, 60, null],
    ]);
    expect(safety.limits[0]?.pendingAt).not.toBeNull();
  });
});

describe('blocking sign-in', () => {
  const signIn = (p: Registered) =>
    t.call(api.ssoLogin, { mobile: p.mobile, password: p.password });

  it('ends every session at once, refuses sign-in, is audited; unblocking restores sign-in', async () => {
    const p = await registeredPlayer(t);
    const second = await signIn(p);
    expect(second.body.code).toBe(200);
    expect((await t.call(api.getUserInfo, {}, { sign: p.sign })).body.state).toBe('200');

    const short = await post(support, consoleApi.consolePlayerBlock, {
      playerUid: p.uid,
      reason: 'x',
    });
    expect(short.body.state).toBe('400');
    expect((await detail(p.uid)).disabled).toBe(false);

    const res = await post(support, consoleApi.consolePlayerBlock, {
      playerUid: p.uid,
      reason: 'chargeback fraud report',
    });
    expect(res.body).toMatchObject({ state: '200', resultData: { uid: p.uid, disabled: true } });
    expect((await t.call(api.getUserInfo, {}, { sign: p.sign })).body.state).toBe('401');
    const id = await userIdOf(t, p.uid);
    const live = await t.deps.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await signIn(p);
    expect(refused.body.msg).toBe(message('accountDisabled', 'en'));

    const audit = await auditOf(p.uid, 'player.block');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { disabled: false },
      after: { disabled: true, reason: 'chargeback fraud report' },
    });
    const again = await post(support, consoleApi.consolePlayerBlock, {
      playerUid: p.uid,
      reason: 'chargeback fraud report',
    });
    expect(again.body).toEqual({ state: '409', msg: message('consolePlayerAlreadyBlocked', 'en') });
    expect(await auditOf(p.uid, 'player.block')).toHaveLength(1);

    const unblock = await post(support, consoleApi.consolePlayerUnblock, {
      playerUid: p.uid,
      reason: 'cleared by the bank',
    });
    expect(unblock.body).toMatchObject({ state: '200', resultData: { disabled: false } });
    expect((await signIn(p)).body.code).toBe(200);
    expect(await auditOf(p.uid, 'player.unblock')).toHaveLength(1);
  });
});

describe('manual adjustment', () => {
  it('credits once under 50 concurrent identical requests, audited once, shown in the player’s records', async () => {
    const p = await registeredPlayer(t);
    const id = await userIdOf(t, p.uid);
    const requestId = randomUUID();
    const results = await Promise.all(
      // Typed the Indonesian way (the test server's market): 1.500,00 is fifteen hundred rupiah.
      Array.from({ length: 50 }, () => adjust(p.uid, 'credit', '1.500,00', requestId)),
    );
    for (const r of results) {
      expect(r.body, JSON.stringify(r.body)).toMatchObject({
        state: '200',
        resultData: { amount: 150_000, balance: 150_000 },
      });
    }
    expect(
      results.filter((r) => !(r.body.resultData as { replayed: boolean }).replayed),
    ).toHaveLength(1);
    expect(await cash(id)).toBe(150_000);
    const audit = await auditOf(p.uid, 'player.adjust');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { balance: 0 },
      after: { balance: 150_000, amount: 150_000, key: `adjust:${requestId}` },
    });
    const seen = resultData<{ list: { type: string; amount: number }[] }>(
      await t.call(api.balanceRecord, { type: 'gift' }, { sign: p.sign }),
    );
    expect(seen.list).toMatchObject([{ type: 'gift', amount: 150_000 }]);
    await expectLedgerOk(t);
  });

  it('refuses a debit beyond the balance and moves nothing; refuses a bad amount', async () => {
    const p = await registeredPlayer(t);
    const id = await userIdOf(t, p.uid);
    await fund(t, id, 10_000);
    const over = await adjust(p.uid, 'debit', '101');
    expect(over.body).toEqual({ state: '400', msg: message('consoleAdjustOverBalance', 'en') });
    // Ambiguous or lossy texts are refused, never read as another amount ("15,50" is not 1,550).
    for (const amount of ['0', '-5', '1e3', '15,50', '1,0,0', '10000.5', 'ten', '0,00']) {
      const bad = await adjust(p.uid, 'credit', amount);
      expect(bad.body.state, amount).toBe('400');
    }
    expect((await adjust(p.uid, 'credit', '15,50')).body.msg).toBe(
      'Whole amounts only: we read Rp 15,5. Did you mean 15?',
    );
    expect(await cash(id)).toBe(10_000);
    expect(await auditOf(p.uid, 'player.adjust')).toHaveLength(0);
    const debit = await adjust(p.uid, 'debit', '100');
    expect(debit.body).toMatchObject({ state: '200', resultData: { amount: -10_000, balance: 0 } });
  });

  it('50 concurrent different debits cannot take the balance below zero', async () => {
    const p = await registeredPlayer(t);
    const id = await userIdOf(t, p.uid);
    await fund(t, id, 100_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => adjust(p.uid, 'debit', '100')),
    );
    const ok = results.filter((r) => r.body.state === '200');
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.body.state !== '200')) {
      expect(r.body).toEqual({ state: '400', msg: message('consoleAdjustOverBalance', 'en') });
    }
    expect(await cash(id)).toBe(0);
    expect(await auditOf(p.uid, 'player.adjust')).toHaveLength(10);
    await expectLedgerOk(t);
  });

  it('is finance’s and owner’s: support may read and block but not adjust', async () => {
    const p = await registeredPlayer(t);
    const res = await post(support, consoleApi.consolePlayerAdjust, {
      playerUid: p.uid,
      direction: 'credit',
      amount: '10',
      reason: 'support trying',
      requestId: randomUUID(),
    });
    expect(res.body).toEqual({ state: '403', msg: message('consoleRoleRefused', 'en') });
    expect(await cash(await userIdOf(t, p.uid))).toBe(0);
  });
});
