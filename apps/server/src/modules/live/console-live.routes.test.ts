import { api, type LiveTableSettings } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../ledger/index.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { forgetCachedSetting, putSetting } from '../settings/index.js';
import { fundedPlayer } from '../wallet-api/testkit.js';
import { dealerTick } from './dealer.js';
import { liveRounds } from './schema.js';
import { defaultLiveTables, liveTablesSetting } from './settings.js';
import { latestRound } from './tables.js';

const t = useTestApp({ MARKET: 'IN', LIVE_CHAIN_LENGTH: '50' });
const TABLE = 'dragon-tiger-1';
let owner: SignedIn;
let finance: SignedIn;
let support: SignedIn;
let marketing: SignedIn;

beforeAll(async () => {
  const dt = defaultLiveTables('IN')[0] as LiveTableSettings;
  await putSetting(t.deps.db, 'IN', liveTablesSetting, [
    {
      ...dt,
      spot: { min: 1_000, max: 50_000 },
      round: { min: 1_000, max: 100_000 },
      chips: [1_000, 5_000, 10_000, 50_000],
    },
  ]);
  forgetCachedSetting(t.deps.db, 'liveTables');
  owner = await signInAs(t, await makeOperator(t, 'owner'));
  finance = await signInAs(t, await makeOperator(t, 'finance'));
  support = await signInAs(t, await makeOperator(t, 'support'));
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
});

type Row = {
  table: LiveTableSettings;
  status: string;
  dealer: { instance: string; expiresAt: number; live: boolean } | null;
  round: { number: number; phase: string; players: number; bets: number; stake: number } | null;
};
type Figures = Record<
  'rounds' | 'bets' | 'players' | 'turnover' | 'payouts' | 'unsettled' | 'ggr',
  number
>;
type Detail = {
  version: string;
  row: Row;
  spots: Array<{ spot: string; stake: number; players: number }>;
  recent: Array<{
    number: number;
    phase: string;
    winner: string | null;
    stake: number;
    payout: number;
    bets: number;
    players: number;
  }>;
  days: Array<Figures & { day: string }>;
  total: Figures;
};

const as = (who: SignedIn) => ({ cookie: who.cookie, csrf: who.csrf });
const list = async (who: SignedIn = support) =>
  resultData<{ version: string; list: Row[]; serverNow: number }>(
    await consoleCall(t, consoleApi.consoleLiveTables, {}, as(who)),
  );
/** Today in India (the test app's market), as the console's range. */
const today = () => new Date(t.deps.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
const detail = async (who: SignedIn = finance) =>
  resultData<Detail>(
    await consoleCall(
      t,
      consoleApi.consoleLiveTable,
      { tableId: TABLE, from: today(), to: today() },
      as(who),
    ),
  );
const bet = (p: { sign: string }, number: number, spot: string, stake: number) =>
  t.call(api.liveBetPlace, { tableId: TABLE, number, bets: [{ spot, stake }] }, { sign: p.sign });
const setOpen = (who: SignedIn, open: boolean, reason: string) =>
  consoleCall(t, consoleApi.consoleLiveSetOpen, { tableId: TABLE, open, reason }, as(who));

/** Moves the clock to the end of the current phase and steps the dealer, `times` times. */
async function step(times = 1) {
  for (let i = 0; i < times; i++) {
    const round = await latestRound(t.deps.db, TABLE);
    const ends = round?.phaseEndsAt?.getTime() ?? t.deps.now().getTime();
    t.advance(Math.max(0, ends - t.deps.now().getTime()) + 1);
    await dealerTick(t.deps);
  }
}

async function settleCurrent() {
  for (let i = 0; i < 20; i++) {
    if ((await latestRound(t.deps.db, TABLE))?.phase === 'settled') return;
    await step();
  }
  throw new Error('the round did not settle');
}

/** The house game account's postings on this table's live bets and wins: the ledger's GGR. */
async function ledgerGgr(): Promise<number> {
  const [row] = await t.deps.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'house'),
        eq(ledgerAccounts.kind, 'game'),
        like(ledgerTransactions.reference, 'live:%'),
        sql`${ledgerTransactions.memo}->>'round' like ${`${TABLE}#%`}`,
      ),
    );
  return Number(row?.sum ?? 0);
}

async function lastAudit() {
  const [row] = await t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `liveTable:${TABLE}`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('console live tables', () => {
  it('lists each table with status, dealer lease and the round under way, to the reading roles only', async () => {
    expect((await list()).list).toEqual([
      expect.objectContaining({ status: 'noCommitment', dealer: null, round: null }),
    ]);
    expect(
      failure(await consoleCall(t, consoleApi.consoleLiveTables, {}, as(marketing))).state,
    ).toBe('403');

    await dealerTick(t.deps);
    const number = (await latestRound(t.deps.db, TABLE))?.number ?? 0;
    const a = await fundedPlayer(t, 100_000);
    const b = await fundedPlayer(t, 100_000);
    resultData(await bet(a, number, 'dragon', 5_000));
    resultData(await bet(a, number, 'tie', 1_000));
    resultData(await bet(b, number, 'tiger', 10_000));
    const now = await list(finance);
    expect(now.list[0]).toMatchObject({
      status: 'dealing',
      dealer: { live: true },
      round: { number, phase: 'betting', players: 2, bets: 3, stake: 16_000 },
    });
    expect(now.list[0]?.dealer?.expiresAt).toBeGreaterThan(now.serverNow);
    const d = await detail(support);
    expect(d.spots).toEqual([
      { spot: 'dragon', stake: 5_000, players: 1 },
      { spot: 'tiger', stake: 10_000, players: 1 },
      { spot: 'tie', stake: 1_000, players: 1 },
    ]);
    // An unsettled round counts its stakes in turnover and GGR, as the ledger holds them.
    expect(d.total).toMatchObject({
      rounds: 1,
      bets: 3,
      players: 2,
      turnover: 16_000,
      unsettled: 16_000,
    });
    expect(d.total.ggr).toBe(await ledgerGgr());
  });

  it("answers a table's rounds, bets, players, turnover, payouts and GGR per day, equal to the ledger's postings", async () => {
    await settleCurrent();
    await step(); // the next round opens
    const second = (await latestRound(t.deps.db, TABLE))?.number ?? 0;
    const c = await fundedPlayer(t, 100_000);
    resultData(await bet(c, second, 'dragon', 20_000));
    await settleCurrent();
    const d = await detail();
    const settled = d.recent.filter((r) => r.phase === 'settled');
    expect(settled.map((r) => r.number)).toEqual([second, second - 1]);
    for (const r of settled) expect(r.winner).toMatch(/^(dragon|tiger|tie)$/);
    expect(d.recent[0]).toMatchObject({ bets: 1, players: 1, stake: 20_000 });
    const payouts = settled.reduce((s, r) => s + r.payout, 0);
    expect(d.total).toEqual({
      rounds: 2,
      bets: 4,
      players: 3,
      turnover: 36_000,
      payouts,
      unsettled: 0,
      ggr: 36_000 - payouts,
    });
    expect(d.days).toEqual([{ day: today(), ...d.total }]);
    expect(d.total.ggr).toBe(await ledgerGgr());
    // A range the page refuses: backwards, or longer than 92 days.
    const refused = await consoleCall(
      t,
      consoleApi.consoleLiveTable,
      { tableId: TABLE, from: '2026-03-01', to: '2025-01-01' },
      as(finance),
    );
    expect(failure(refused).msg).toBe('The range ends before it starts');
  });

  it('closes a table with a reason (audited): bets are refused, the round finishes, no new one is dealt', async () => {
    await step(); // a round in its betting window
    const round = await latestRound(t.deps.db, TABLE);
    expect(round?.phase).toBe('betting');
    const p = await fundedPlayer(t, 100_000);
    resultData(await bet(p, round?.number ?? 0, 'tiger', 5_000));

    expect(failure(await setOpen(finance, false, 'end of the evening')).state).toBe('403');
    expect(failure(await setOpen(owner, false, 'no')).state).toBe('400');
    const closed = resultData<{ open: boolean }>(await setOpen(owner, false, 'dealer shoe check'));
    expect(closed.open).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'liveTable.close',
      actor: owner.session.operator.login,
      before: { open: true },
      after: { open: false, reason: 'dealer shoe check' },
    });
    expect(failure(await bet(p, round?.number ?? 0, 'tiger', 5_000))).toEqual({
      state: '400',
      msg: 'This table is closed right now',
    });
    await settleCurrent();
    await step(3); // past the result time: a table that was open would open its next round here
    const after = await latestRound(t.deps.db, TABLE);
    expect(after).toMatchObject({ number: round?.number, phase: 'settled' });
    expect((await list()).list[0]).toMatchObject({ status: 'closed', table: { open: false } });

    resultData(await setOpen(owner, true, 'shoe checked, open again'));
    expect((await lastAudit())?.action).toBe('liveTable.open');
    await dealerTick(t.deps);
    expect(await latestRound(t.deps.db, TABLE)).toMatchObject({
      number: (round?.number ?? 0) + 1,
      phase: 'betting',
    });
  });

  it("changes a table's settings through the audited save, checked, from the next round", async () => {
    const { version } = await list();
    const current = (await list()).list[0]?.table as LiveTableSettings;
    const save = (who: SignedIn, change: Partial<LiveTableSettings>, v = version) =>
      consoleCall(
        t,
        consoleApi.consoleLiveSettingsSave,
        {
          tableId: TABLE,
          version: v,
          bettingMs: current.bettingMs,
          revealMs: current.revealMs,
          resultMs: current.resultMs,
          spot: current.spot,
          round: current.round,
          chips: current.chips,
          ...change,
        },
        as(who),
      );
    expect(failure(await save(support, { bettingMs: 15_000 })).state).toBe('403');
    expect(failure(await save(owner, { bettingMs: 1_000 })).msg).toMatch(
      /^This value is not valid \(bettingMs: .+\); nothing was saved$/,
    );
    expect(failure(await save(owner, { chips: [500] })).msg).toBe(
      'This value is not valid (limits: chip 500 is outside spot.min..spot.max); nothing was saved',
    );
    expect(failure(await save(owner, { bettingMs: 15_000 }, '1')).state).toBe('409');
    expect((await list()).version).toBe(version);

    // The round under way keeps its window and limits: ₹600 on a spot stays refused below.
    const running = await latestRound(t.deps.db, TABLE);
    const saved = resultData<{ version: string; table: LiveTableSettings }>(
      await save(owner, {
        bettingMs: 15_000,
        spot: { min: 500, max: 50_000 },
        round: { min: 500, max: 100_000 },
        chips: [500, 1_000, 5_000],
      }),
    );
    expect(saved.version).not.toBe(version);
    expect(saved.table).toMatchObject({ bettingMs: 15_000, chips: [500, 1_000, 5_000] });
    expect(await lastAudit()).toMatchObject({
      action: 'liveTable.settings',
      before: { bettingMs: current.bettingMs, spot: current.spot },
      after: { bettingMs: 15_000, spot: { min: 500, max: 50_000 } },
    });
    const p = await fundedPlayer(t, 100_000);
    expect(failure(await bet(p, running?.number ?? 0, 'dragon', 600)).state).toBe('400');
    await settleCurrent();
    await step();
    const next = await latestRound(t.deps.db, TABLE);
    expect(next?.number).toBe((running?.number ?? 0) + 1);
    expect((next?.phaseEndsAt?.getTime() ?? 0) - (next?.openedAt.getTime() ?? 0)).toBe(15_000);
    resultData(await bet(p, next?.number ?? 0, 'dragon', 600));
    const [row] = await t.deps.db
      .select({ limits: liveRounds.limits })
      .from(liveRounds)
      .where(eq(liveRounds.id, next?.id ?? 0));
    expect(row?.limits).toEqual({
      spot: { min: 500, max: 50_000 },
      round: { min: 500, max: 100_000 },
    });
  });
});
