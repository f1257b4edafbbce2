import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { checkLedgerInvariants } from '../ledger/index.js';
import { walletOf } from './instance.js';
import {
  betBody,
  fundedPlayer,
  gameSession,
  movements,
  PROVIDER,
  walletCall,
  winBody,
} from './testkit.js';

/**
 * The wallet's group commit (batch.ts) seen from outside: concurrent operations of many players
 * share batches, yet each is refused alone, idempotent by its own id, and answered once.
 */
const t = useTestApp();

const balanceOf = (userId: number) => t.deps.ledger.balance(t.deps.db, userId);

async function players(count: number, amount: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const p = await fundedPlayer(t, amount);
      const { token } = await gameSession(t, p);
      return { p, token };
    }),
  );
}

describe('seamless wallet: batches', () => {
  it('60 players bet at once: the broke are refused alone, the rest placed, in shared batches', async () => {
    const rich = await players(30, 10_000);
    const broke = await players(30, 100);
    const before = { ...walletOf(t.deps).batchStats };
    const bodies = [...rich, ...broke].map(({ p, token }) => betBody(p, token, 500));
    // Straight to the service, all in one tick, so they queue behind the first batch on both
    // databases (over HTTP on PGlite, whose queries run on the server's own thread, requests
    // seldom overlap enough to share a batch; on PostgreSQL they do, see below).
    const wallet = walletOf(t.deps);
    const answers = (
      await Promise.all(bodies.map((b) => wallet.bet({ provider: PROVIDER, ...b })))
    ).map((o) => o.answer);
    const after = walletOf(t.deps).batchStats;
    // They did share: fewer batches than operations, and at least one batch of several.
    expect(after.operations - before.operations).toBe(60);
    expect(after.batches - before.batches).toBeLessThan(60);
    expect(after.largest).toBeGreaterThan(1);
    expect(answers.slice(0, 30).map((a) => a.status)).toEqual(rich.map(() => 'RS_OK'));
    expect(answers.slice(30).map((a) => a.status)).toEqual(
      broke.map(() => 'RS_ERROR_NOT_ENOUGH_MONEY'),
    );
    for (const { p } of rich) expect(await balanceOf(p.userId)).toBe(9_500);
    for (const { p } of broke) expect(await balanceOf(p.userId)).toBe(100);
  });

  it('50 players each send a bet and its replay at once over HTTP: one movement each, the same answer twice', async () => {
    const before = { ...walletOf(t.deps).batchStats };
    const many = await players(50, 10_000);
    const bodies = many.map(({ p, token }) => betBody(p, token, 700));
    const answers = await Promise.all(
      [...bodies, ...bodies].map((b) => walletCall(t, 'transaction/bet', b)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 'RS_OK'));
    for (let i = 0; i < 50; i++) {
      const { p } = many[i] as (typeof many)[number];
      expect(answers[i]?.balance).toBe(9_300);
      expect(answers[i + 50]?.balance).toBe(9_300);
      expect(await movements(t, `bet:${PROVIDER}:${bodies[i]?.transaction_uuid}`)).toBe(1);
      expect(await balanceOf(p.userId)).toBe(9_300);
    }
    // On PostgreSQL concurrent HTTP requests share batches too.
    if (t.deps.dbKind === 'postgres') {
      expect(walletOf(t.deps).batchStats.batches - before.batches).toBeLessThan(100);
    }
  });

  it('bets and wins of 50 players in the same batches: each win settles its own bet once', async () => {
    const many = await players(50, 10_000);
    const bets = many.map(({ p, token }) => betBody(p, token, 1_000));
    for (const b of bets) expect((await walletCall(t, 'transaction/bet', b)).status).toBe('RS_OK');
    // Half win, half bet again, all at once; then every win again (replays).
    const wins = many
      .slice(0, 25)
      .map(({ p }, i) => winBody(p, bets[i]?.transaction_uuid ?? '', 1_950));
    const again = many.slice(25).map(({ p, token }) => betBody(p, token, 1_000));
    const answers = await Promise.all([
      ...wins.map((w) => walletCall(t, 'transaction/win', w)),
      ...again.map((b) => walletCall(t, 'transaction/bet', b)),
      ...wins.map((w) => walletCall(t, 'transaction/win', w)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 'RS_OK'));
    for (const { p } of many.slice(0, 25)) expect(await balanceOf(p.userId)).toBe(10_950);
    for (const { p } of many.slice(25)) expect(await balanceOf(p.userId)).toBe(8_000);
    for (const w of wins) {
      expect(await movements(t, `win:${PROVIDER}:${w.transaction_uuid}`)).toBe(1);
    }
  });
});

/**
 * WALLET_BATCH_SPILL (batch.ts spillAt): off by default; turned on, a second batch starts beside
 * a running one only once that many operations wait or the oldest has waited spillAfterMs.
 */
describe('seamless wallet: batches side by side', () => {
  const spill = useTestApp({ WALLET_BATCH_SPILL: '8', WALLET_BATCH_SPILL_MS: '10' });

  async function nineAtOnce(app: TestApp) {
    const all = await Promise.all(
      Array.from({ length: 9 }, async () => {
        const p = await fundedPlayer(app, 10_000);
        return { p, token: (await gameSession(app, p)).token };
      }),
    );
    const wallet = walletOf(app.deps);
    const before = { ...wallet.batchStats };
    // Straight to the service in one tick: all nine join the queue before any batch ends.
    const answers = await Promise.all(
      all.map(({ p, token }) => wallet.bet({ provider: PROVIDER, ...betBody(p, token, 500) })),
    );
    expect(answers.map((a) => a.answer.status)).toEqual(all.map(() => 'RS_OK'));
    for (const { p } of all)
      expect(await app.deps.ledger.balance(app.deps.db, p.userId)).toBe(9_500);
    expect(wallet.batchStats.operations - before.operations).toBe(9);
    expect(await checkLedgerInvariants(app.deps.db)).toEqual([]);
    return wallet.batchStats.batches - before.batches;
  }

  it('nine bets at once: by default the second starts a batch beside the first; with the knob the eight wait and go together', async () => {
    // Default, PostgreSQL: the first alone, the second alone beside it, the other seven in the
    // next. PGlite runs one batch at a time (instance.ts): the first, then the eight.
    expect(await nineAtOnce(t)).toBe(t.deps.dbKind === 'postgres' ? 3 : 2);
    // WALLET_BATCH_SPILL=8: seven waiting are too few to start a second batch, the eighth is
    // enough. Two batches on either database.
    expect(await nineAtOnce(spill)).toBe(2);
  });

  // PostgreSQL only: PGlite runs one batch at a time (instance.ts), so none runs beside a
  // held one, and a transaction holding a lock would hold its one connection.
  it.runIf(process.env.DATABASE_URL !== undefined)(
    'with the knob, a batch held up by a lock on its player holds three others up for spillAfterMs, not until it ends',
    async () => {
      const [held, ...three] = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const p = await fundedPlayer(spill, 10_000);
          return { p, token: (await gameSession(spill, p)).token };
        }),
      );
      if (!held) throw new Error('no players');
      const wallet = walletOf(spill.deps);
      let release = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((r) => {
        locked = r;
      });
      const holder = spill.deps.db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ledger_accounts
               where owner_type = 'player' and user_id = ${held.p.userId} and kind = 'cash'
                 for update`,
        );
        locked();
        await gate;
      });
      await isLocked;
      const before = { ...wallet.batchStats };
      const heldBet = wallet.bet({ provider: PROVIDER, ...betBody(held.p, held.token, 500) });
      let heldAnswered = false;
      void heldBet.then(() => {
        heldAnswered = true;
      });
      const sent = performance.now();
      const answers = await Promise.all(
        three.map(({ p, token }) => wallet.bet({ provider: PROVIDER, ...betBody(p, token, 500) })),
      );
      const waited = performance.now() - sent;
      expect(answers.map((a) => a.answer.status)).toEqual(three.map(() => 'RS_OK'));
      // They waited for the timer (not less), and went in one batch beside the held one.
      expect(waited).toBeGreaterThanOrEqual(spill.deps.config.walletBatching.spillAfterMs - 1);
      expect(wallet.batchStats.batches - before.batches).toBe(2);
      expect(heldAnswered).toBe(false);
      release();
      await holder;
      expect((await heldBet).answer.status).toBe('RS_OK');
      expect(await spill.deps.ledger.balance(spill.deps.db, held.p.userId)).toBe(9_500);
    },
  );
});
