import { api, type Endpoint, type LiveTableView, message, sandboxApi } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { dealRound, liveRoundSeeds, settleRound } from '@cardroom/games';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, failure, guest, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { ledgerTransactions } from '../ledger/index.js';
import { dealerTick } from '../live/index.js';
import { putSetting } from '../settings/index.js';
import { fundedPlayer, gameSession } from '../wallet-api/testkit.js';
import { playTopUpSetting } from './settings.js';

/**
 * The play-money edition (EDITION=play): no path turns coins into money. Every endpoint the
 * contract flags `money` is refused with the localized text and changes nothing; the flag is
 * on every route whose path names a deposit, withdrawal, bank, gift code or transfer; no money
 * job is scheduled; the free top-ups hold their caps under fifty concurrent claims.
 */

const play = useTestApp({ EDITION: 'play' });
const real = useTestApp();

const everyEndpoint: Array<[string, Endpoint]> = [
  ...Object.entries(api),
  ...Object.entries(sandboxApi),
  ...Object.entries(consoleApi),
];

/** Paths that name money without moving it, each with the reason it is not a money route. */
const NOT_MONEY: Record<string, string> = {
  '/u/transferEventUpload': 'client telemetry ("transfer event" is an analytics event name)',
  '/home/rechargeButtonStatus': 'answers show:false in the play edition (tested below)',
  '/promo/firstDeposit/info': 'a deposit promotion never triggers without deposits',
  '/user/balanceRecord': "the player's own coin movements, read only",
};
const MONEY_PATH = /recharge|deposit|withdraw|bank|gift|transfer|payout|payment|utr|crypto|\/va\//i;

describe('the money flag', () => {
  it('is on every endpoint whose path names deposit, withdrawal, bank, gift, transfer or payout', () => {
    const missing = everyEndpoint
      .filter(([, e]) => MONEY_PATH.test(e.path) && !NOT_MONEY[e.path] && !e.money)
      .map(([, e]) => e.path);
    expect(missing).toEqual([]);
    // The exceptions are real paths (a renamed route cannot keep a stale exemption).
    const paths = new Set(everyEndpoint.map(([, e]) => e.path));
    for (const path of Object.keys(NOT_MONEY)) expect(paths).toContain(path);
  });

  it('refuses every money endpoint in the play edition, in the player language, before anything runs', async () => {
    const { sign, uid } = await guest(play);
    const money = everyEndpoint.filter(([, e]) => e.money);
    expect(money.length).toBeGreaterThanOrEqual(25);
    const before = await play.deps.db.$count(ledgerTransactions);
    for (const [name, e] of money) {
      for (const locale of ['en', 'id'] as const) {
        const res = await play.call(e, {}, { sign, uid, locale });
        const body = res.body;
        const msg = String(body.msg);
        expect(msg, `${name} ${locale}`).toBe(message('playNoMoney', locale));
        expect(body.state ?? String(body.code), name).toBe('400');
      }
    }
    expect(await play.deps.db.$count(ledgerTransactions)).toBe(before);
  });

  it('leaves the real edition untouched: a money call reaches its handler', async () => {
    const { sign, uid } = await guest(real);
    const res = await real.call(api.getChargeInfo, {}, { sign, uid });
    expect(res.body.msg).not.toBe(message('playNoMoney', 'en'));
  });
});

describe('routes outside the contract', () => {
  const contractRoutes = new Set(everyEndpoint.map(([, e]) => `${e.method} ${e.path}`));

  it('has no payment page, callback or payout route that moves money in the play edition', async () => {
    // Fastify adds a HEAD twin to every GET route; the GET itself is what is checked.
    const raw = play.routes.filter(
      (r) => !r.startsWith('HEAD ') && !contractRoutes.has(r) && MONEY_PATH.test(r),
    );
    expect(raw.sort()).toEqual([
      'POST /payment/notify/:gateway',
      'POST /payment/payout-notify/:gateway',
    ]);
    // Only the two signed callback routes remain, with no gateway behind them.
    for (const route of raw) {
      const [method, url] = route.split(' ') as [string, string];
      expect(method, route).toBe('POST');
      const res = await play.inject({
        method: 'POST',
        url: url.replace(':gateway', 'sandbox'),
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, route).toBe(404);
    }
    // The real sandbox edition has those pay pages and payout controls; play has none of them.
    const realOnly = real.routes.filter((r) => MONEY_PATH.test(r) && !play.routes.includes(r));
    expect(realOnly.length).toBeGreaterThan(0);
  });

  it('schedules no payout, deposit or gateway job in the play edition', () => {
    expect(real.jobs).toContain('payout dispatch');
    expect(play.jobs).not.toContain('payout dispatch');
    expect(play.jobs.filter((j) => /payout|callback|deposit|withdraw/i.test(j))).toEqual([]);
  });

  it('tells the client the edition and hides the recharge button', async () => {
    const cfg = resultData<{ config: string }>(await play.call(api.gconfig, {}));
    expect(JSON.parse(cfg.config)).toMatchObject({ edition: 'play' });
    const realCfg = resultData<{ config: string }>(await real.call(api.gconfig, {}));
    expect(JSON.parse(realCfg.config)).toMatchObject({ edition: 'real' });
    expect(resultData(await play.call(api.rechargeButtonStatus, {}))).toEqual({ show: false });
  });
});

interface TopUp {
  balance: number;
  credited?: number;
  daily: { amount: number; claimed: boolean };
  low: {
    amount: number;
    threshold: number;
    usedToday: number;
    maxPerDay: number;
    available: boolean;
  };
}

describe('free top-ups', () => {
  it('credits the daily top-up once per market day, even with fifty claims at once', async () => {
    const { sign, uid } = await guest(play);
    const info = resultData<TopUp>(await play.call(api.playTopUpInfo, {}, { sign, uid }));
    expect(info.daily.claimed).toBe(false);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        play.call(api.playTopUpClaim, { kind: 'daily' }, { sign, uid }),
      ),
    );
    const ok = results.filter((r) => r.body.state === '200');
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.state !== '200')) {
      expect(failure(r).msg).toBe(message('topUpDailyClaimed', 'en'));
    }
    const after = resultData<TopUp>(await play.call(api.playTopUpInfo, {}, { sign, uid }));
    expect(after.balance).toBe(info.balance + info.daily.amount);
    expect(after.daily.claimed).toBe(true);
    const again = await play.call(
      api.playTopUpClaim,
      { kind: 'daily' },
      { sign, uid, locale: 'id' },
    );
    expect(failure(again).msg).toBe(message('topUpDailyClaimed', 'id'));
  });

  it('gives the daily top-up again on the next market day', async () => {
    const { sign, uid } = await guest(play);
    resultData(await play.call(api.playTopUpClaim, { kind: 'daily' }, { sign, uid }));
    const day1 = resultData<TopUp>(await play.call(api.playTopUpInfo, {}, { sign, uid }));
    play.advance(24 * 3600_000);
    const day2 = resultData<TopUp>(
      await play.call(api.playTopUpClaim, { kind: 'daily' }, { sign, uid }),
    );
    expect(day2.balance).toBe(day1.balance + day1.daily.amount);
  });

  it('gives the low-balance top-up only under the threshold, at most the cap a day under fifty concurrent claims', async () => {
    // The threshold above what the top-up brings, so every claim would qualify by balance alone.
    await putSetting(play.deps.db, play.deps.market.code, playTopUpSetting, {
      daily: 5_000_000,
      lowBalance: 100,
      threshold: 1_000_000,
      lowMaxPerDay: 3,
    });
    const { sign, uid } = await guest(play);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        play.call(api.playTopUpClaim, { kind: 'low' }, { sign, uid }),
      ),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(3);
    const refused = results.filter((r) => r.body.state !== '200').map((r) => failure(r).msg);
    expect(new Set(refused)).toEqual(new Set([message('topUpLowCapReached', 'en', { max: 3 })]));
    const info = resultData<TopUp>(await play.call(api.playTopUpInfo, {}, { sign, uid }));
    expect(info.balance).toBe(300);
    expect(info.low).toMatchObject({ usedToday: 3, maxPerDay: 3, available: false });

    // Above the threshold: refused, nothing moves.
    await putSetting(play.deps.db, play.deps.market.code, playTopUpSetting, {
      daily: 5_000_000,
      lowBalance: 2_000_000,
      threshold: 100_000,
      lowMaxPerDay: 3,
    });
    const rich = await guest(play);
    resultData(await play.call(api.playTopUpClaim, { kind: 'daily' }, rich));
    const notLow = await play.call(api.playTopUpClaim, { kind: 'low' }, { ...rich, locale: 'id' });
    expect(failure(notLow).msg).toBe(message('topUpNotLow', 'id', { threshold: 1000 }));
    const richInfo = resultData<TopUp>(await play.call(api.playTopUpInfo, {}, rich));
    expect(richInfo.balance).toBe(5_000_000);
    expect(richInfo.low.usedToday).toBe(0);
  });

  it('refuses the top-ups in the real edition and moves nothing', async () => {
    const { sign, uid } = await guest(real);
    const before = await real.deps.db.$count(ledgerTransactions);
    const res = await real.call(api.playTopUpClaim, { kind: 'daily' }, { sign, uid, locale: 'id' });
    expect(failure(res).msg).toBe(message('playOnly', 'id'));
    expect(failure(await real.call(api.playTopUpInfo, {}, { sign, uid })).msg).toBe(
      message('playOnly', 'en'),
    );
    expect(await real.deps.db.$count(ledgerTransactions)).toBe(before);
  });
});

describe('amounts in coins', () => {
  it('writes a table limit refusal in coins, with no currency sign (the real edition keeps it)', async () => {
    const stake = 100; // one coin, under the table's minimum stake
    const refusal = async (t: TestApp) => {
      const p = await fundedPlayer(t, 10_000_000);
      const { token } = await gameSession(t, p, 'baccarat');
      return failure(await t.call(api.gamePlay, { token, bets: [{ spot: 'banker', stake }] }));
    };
    const coins = await refusal(play);
    expect(coins.state).toBe('400');
    expect(coins.msg).toContain('1,000');
    expect(coins.msg).not.toContain('Rp');
    expect((await refusal(real)).msg).toContain('Rp 1,000');
  });
});

describe('live tables with coins', () => {
  it('takes a coins bet on a live round and pays it in coins, with no money account touched', async () => {
    const TABLE = 'dragon-tiger-1';
    const p = await fundedPlayer(play);
    const coins = resultData<TopUp>(
      await play.call(api.playTopUpClaim, { kind: 'daily' }, p),
    ).balance;
    // The sandbox table seeds its own chain at first open (as the real edition's does).
    await dealerTick(play.deps);
    const table = () =>
      play
        .call(api.liveTable, { tableId: TABLE }, { sign: p.sign })
        .then((r) => resultData<LiveTableView>(r));
    const open = await table();
    expect(open.round?.phase).toBe('betting');
    const number = open.round?.number ?? 0;
    const bet = (bets: Array<{ spot: string; stake: number }>, locale: 'en' | 'id' = 'en') =>
      play.call(api.liveBetPlace, { tableId: TABLE, number, bets }, { sign: p.sign, locale });

    // A refusal speaks coins: the limit without the currency sign.
    const low = failure(await bet([{ spot: 'dragon', stake: 100 }], 'id'));
    expect(low.msg).toContain('1.000');
    expect(low.msg).not.toContain('Rp');
    const bets = [
      { spot: 'dragon', stake: 200_000 },
      { spot: 'tie', stake: 100_000 },
    ];
    expect(resultData<{ balance: number }>(await bet(bets)).balance).toBe(coins - 300_000);

    // The round plays out: the dealer runs each phase when the clock reaches it.
    for (let i = 0; i < 20; i++) {
      const r = (await table()).round;
      if (r?.number === number && r.phase === 'settled') break;
      play.advance(Math.max(0, (r?.phaseEndsAt ?? 0) - play.deps.now().getTime()) + 1);
      await dealerTick(play.deps);
    }
    const detail = resultData<{ seed: string; winner: string; commitment: { salt: string } }>(
      await play.call(api.liveRound, { tableId: TABLE, number }),
    );
    const solo = dealRound('dragon-tiger', liveRoundSeeds(detail.seed, detail.commitment.salt));
    const payout = settleRound(solo, bets).reduce((sum, b) => sum + b.payout, 0);
    const settled = await table();
    expect(settled.you?.balance).toBe(coins - 300_000 + payout);
    expect(await balanceOf(play, p.userId)).toBe(coins - 300_000 + payout);

    // Coins came from the top-up account and went to and from the house's game account only:
    // no deposit, withdrawal, gateway or sandbox-funding account moved.
    const touched = await rawRows<{ owner: string; kind: string }>(
      play.deps.db,
      sql`select distinct a.owner_type as owner, a.kind
            from ledger_transactions t
            join ledger_postings p on p.transaction_id = t.id
            join ledger_accounts a on a.id = p.account_id
           where t.user_id = ${p.userId}
           order by 1, 2`,
    );
    expect(touched).toEqual([
      { owner: 'house', kind: 'game' },
      { owner: 'house', kind: 'play_topups' },
      { owner: 'player', kind: 'cash' },
    ]);
  });
});
