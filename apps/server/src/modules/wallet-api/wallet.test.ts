import { api } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { addWagering } from '../ledger/index.js';
import {
  betBody,
  fundedPlayer,
  gameSession,
  movements,
  PROVIDER,
  rollbackBody,
  walletCall,
  winBody,
} from './testkit.js';

const t = useTestApp();

const balanceOf = (userId: number) => t.deps.ledger.balance(t.deps.db, userId);

async function setup(amount = 10_000) {
  const p = await fundedPlayer(t, amount);
  const { token } = await gameSession(t, p);
  return { p, token };
}

describe('seamless wallet: signatures', () => {
  it('refuses a wrong, missing or stale signature and moves nothing', async () => {
    const { p, token } = await setup();
    const body = betBody(p, token, 100);
    const bad = await walletCall(t, 'transaction/bet', body, { signature: 'ab'.repeat(32) });
    expect(bad.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const none = await walletCall(t, 'transaction/bet', body, { signature: '' });
    expect(none.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // Signed with another provider's key.
    const res = await t.inject({
      method: 'POST',
      url: `/wallet-api/other-provider/transaction/bet`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await balanceOf(p.userId)).toBe(10_000);
    // The same body, correctly signed, goes through.
    expect((await walletCall(t, 'transaction/bet', body)).status).toBe('RS_OK');
  });
});

describe('seamless wallet: balance and bet', () => {
  it('answers the balance for a live session token', async () => {
    const { p, token } = await setup(4_321);
    const a = await walletCall(t, 'user/balance', { request_uuid: 'r-1', user: p.uid, token });
    expect(a).toEqual({
      status: 'RS_OK',
      request_uuid: 'r-1',
      user: p.uid,
      currency: 'IDR',
      balance: 4_321,
    });
  });

  it('answers a repeated request id the same and moves money once', async () => {
    const { p, token } = await setup();
    const body = betBody(p, token, 700);
    const first = await walletCall(t, 'transaction/bet', body);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 9_300 });
    expect(await walletCall(t, 'transaction/bet', body)).toEqual(first);
    expect(await balanceOf(p.userId)).toBe(9_300);
  });

  it('processes a transaction id at most once, even under a new request id', async () => {
    const { p, token } = await setup();
    const body = betBody(p, token, 500);
    const first = await walletCall(t, 'transaction/bet', body);
    const again = await walletCall(t, 'transaction/bet', { ...body, request_uuid: 'another' });
    expect(again).toEqual({ ...first, request_uuid: 'another' });
    expect(await balanceOf(p.userId)).toBe(9_500);
    expect(await movements(t, `bet:${PROVIDER}:${body.transaction_uuid}`)).toBe(1);
  });

  it('refuses the same transaction id with different contents as a duplicate', async () => {
    const { p, token } = await setup();
    const body = betBody(p, token, 500);
    await walletCall(t, 'transaction/bet', body);
    const dup = await walletCall(t, 'transaction/bet', {
      ...body,
      request_uuid: 'dup-req',
      amount: 900,
    });
    expect(dup.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await balanceOf(p.userId)).toBe(9_500);
  });

  it('refuses a bet above the balance cleanly, with the balance', async () => {
    const { p, token } = await setup(1_000);
    const body = betBody(p, token, 1_001);
    const a = await walletCall(t, 'transaction/bet', body);
    expect(a).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1_000 });
    expect(await balanceOf(p.userId)).toBe(1_000);
    // Repeated, it gets the same refusal.
    expect(await walletCall(t, 'transaction/bet', body)).toEqual(a);
  });

  it("refuses a bet past the player's wager limit (recorded; a repeat gets the same refusal)", async () => {
    const { p, token } = await setup(10_000);
    resultData(
      await t.call(api.limitsSet, { kind: 'wager', period: 'day', value: 500 }, { sign: p.sign }),
    );
    expect((await walletCall(t, 'transaction/bet', betBody(p, token, 500))).status).toBe('RS_OK');
    const body = betBody(p, token, 1);
    const a = await walletCall(t, 'transaction/bet', body);
    expect(a).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: 9_500 });
    expect(await balanceOf(p.userId)).toBe(9_500);
    expect(await walletCall(t, 'transaction/bet', body)).toEqual(a);
  });

  it('counts a bet toward the wagering requirement (valid bet)', async () => {
    const { p, token } = await setup();
    await t.deps.db.transaction((tx) =>
      addWagering(t.deps.ledger, tx, p.userId, 3_000, `test-wager:${p.userId}`, 'test'),
    );
    await walletCall(t, 'transaction/bet', betBody(p, token, 1_200));
    expect(await t.deps.ledger.balance(t.deps.db, p.userId, 'wagering')).toBe(1_800);
    // A bet larger than what is left brings it to zero, not below.
    await walletCall(t, 'transaction/bet', betBody(p, token, 2_500));
    expect(await t.deps.ledger.balance(t.deps.db, p.userId, 'wagering')).toBe(0);
    await walletCall(t, 'transaction/bet', betBody(p, token, 100));
    expect(await t.deps.ledger.balance(t.deps.db, p.userId, 'wagering')).toBe(0);
    expect(await balanceOf(p.userId)).toBe(10_000 - 1_200 - 2_500 - 100);
  });
});

describe('seamless wallet: win and rollback', () => {
  it('refuses a win for an unknown bet', async () => {
    const { p } = await setup();
    const a = await walletCall(t, 'transaction/win', winBody(p, 'no-such-bet', 500));
    expect(a.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await balanceOf(p.userId)).toBe(10_000);
  });

  it('pays a win on a bet', async () => {
    const { p, token } = await setup();
    const bet = betBody(p, token, 1_000);
    await walletCall(t, 'transaction/bet', bet);
    const a = await walletCall(t, 'transaction/win', winBody(p, bet.transaction_uuid, 1_950));
    expect(a).toMatchObject({ status: 'RS_OK', balance: 10_950 });
  });

  it('accepts a rollback of an unknown bet without moving money, then refuses that bet', async () => {
    const { p, token } = await setup();
    const bet = betBody(p, token, 1_000);
    const rb = await walletCall(t, 'transaction/rollback', rollbackBody(p, bet.transaction_uuid));
    expect(rb).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    const late = await walletCall(t, 'transaction/bet', bet);
    expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await balanceOf(p.userId)).toBe(10_000);
  });

  it('refunds a bet once however often it is rolled back', async () => {
    const { p, token } = await setup();
    const bet = betBody(p, token, 1_000);
    await walletCall(t, 'transaction/bet', bet);
    const first = await walletCall(
      t,
      'transaction/rollback',
      rollbackBody(p, bet.transaction_uuid),
    );
    expect(first).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    // A second rollback of the same bet, under its own transaction id: accepted, no credit.
    const second = await walletCall(
      t,
      'transaction/rollback',
      rollbackBody(p, bet.transaction_uuid),
    );
    expect(second).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await balanceOf(p.userId)).toBe(10_000);
    // And a win on the rolled-back bet is refused.
    const win = await walletCall(t, 'transaction/win', winBody(p, bet.transaction_uuid, 500));
    expect(win.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('refuses a rollback after the win', async () => {
    const { p, token } = await setup();
    const bet = betBody(p, token, 1_000);
    await walletCall(t, 'transaction/bet', bet);
    await walletCall(t, 'transaction/win', winBody(p, bet.transaction_uuid, 2_000));
    const rb = await walletCall(t, 'transaction/rollback', rollbackBody(p, bet.transaction_uuid));
    expect(rb.status).toBe('RS_ERROR_TRANSACTION_SETTLED');
    expect(await balanceOf(p.userId)).toBe(11_000);
  });

  it('checks token expiry on bets but not on wins and rollbacks', async () => {
    const { p, token } = await setup();
    const won = betBody(p, token, 1_000);
    const refunded = betBody(p, token, 2_000);
    await walletCall(t, 'transaction/bet', won);
    await walletCall(t, 'transaction/bet', refunded);
    t.advance(3 * 3600_000);
    try {
      const late = await walletCall(t, 'transaction/bet', betBody(p, token, 100));
      expect(late.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      const win = await walletCall(
        t,
        'transaction/win',
        winBody(p, won.transaction_uuid, 1_500, { token }),
      );
      expect(win).toMatchObject({ status: 'RS_OK', balance: 8_500 });
      const rb = await walletCall(
        t,
        'transaction/rollback',
        rollbackBody(p, refunded.transaction_uuid, { token }),
      );
      expect(rb).toMatchObject({ status: 'RS_OK', balance: 10_500 });
    } finally {
      t.advance(-3 * 3600_000);
    }
  });
});

describe('seamless wallet: replays and concurrency', () => {
  it('replays bet, win and rollback 10 times each: one movement each, identical answers', async () => {
    const { p, token } = await setup();
    const bet = betBody(p, token, 1_000);
    const win = winBody(p, bet.transaction_uuid, 1_500);
    const bet2 = betBody(p, token, 700);
    const rb = rollbackBody(p, bet2.transaction_uuid);
    for (const [path, body] of [
      ['transaction/bet', bet],
      ['transaction/win', win],
      ['transaction/bet', bet2],
      ['transaction/rollback', rb],
    ] as const) {
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await walletCall(t, path, body));
      expect(answers[0]?.status).toBe('RS_OK');
      for (const a of answers) expect(a).toEqual(answers[0]);
    }
    expect(await movements(t, `bet:${PROVIDER}:${bet.transaction_uuid}`)).toBe(1);
    expect(await movements(t, `win:${PROVIDER}:${win.transaction_uuid}`)).toBe(1);
    expect(await movements(t, `rollback:${PROVIDER}:${bet2.transaction_uuid}`)).toBe(1);
    expect(await balanceOf(p.userId)).toBe(10_000 - 1_000 + 1_500);
  });

  it('accepts at most the balance from 64 concurrent bets that total more', async () => {
    const { p, token } = await setup(10_000);
    const answers = await Promise.all(
      Array.from({ length: 64 }, () => walletCall(t, 'transaction/bet', betBody(p, token, 300))),
    );
    const accepted = answers.filter((a) => a.status === 'RS_OK');
    const refused = answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(accepted.length + refused.length).toBe(64);
    expect(accepted.length * 300).toBeLessThanOrEqual(10_000);
    expect(accepted.length).toBe(33);
    expect(await balanceOf(p.userId)).toBe(10_000 - accepted.length * 300);
  });
});
