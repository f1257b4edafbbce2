import type { LiveTableSettings } from '@cardroom/contract';
import { handsOf } from '@cardroom/games';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { nextChain, sandboxSalt, seedChain } from './chains.js';
import { flushTotals, offerTotals, publishLive, publishToPlayers } from './publisher.js';
import { liveBets, liveChains, livePlayers, liveRounds } from './schema.js';
import { spotList, spotOrder } from './settings.js';
import { dealFromChain, settleBets, settlePauseOf } from './settle.js';
import { cardsShown, latestRound, type RoundRow } from './tables.js';

/** "No more bets" is shown this long between the window's close and the deal. */
export const CLOSED_MS = 1_000;
/** Totals go out at most this often while bets come in. */
export const TOTALS_MS = 250;

/** What this instance has told the table's watchers of a round (so a step repeats nothing). */
interface Told {
  roundId: number;
  phase: string;
  cards: number;
  totalsAt: number;
  totals: string;
}
const told = new WeakMap<Deps, Map<string, Told>>();

function toldOf(deps: Deps, round: RoundRow): Told {
  let byTable = told.get(deps);
  if (!byTable) {
    byTable = new Map();
    told.set(deps, byTable);
  }
  let t = byTable.get(round.tableId);
  if (!t || t.roundId !== round.id) {
    t = { roundId: round.id, phase: '', cards: 0, totalsAt: 0, totals: '' };
    byTable.set(round.tableId, t);
  }
  return t;
}

/** Spot totals and players of a round, summed over the players' rows. */
export async function roundTotals(deps: Deps, round: Pick<RoundRow, 'id' | 'game'>) {
  const roundId = round.id;
  const game = round.game as LiveTableSettings['game'];
  const rows = await deps.db
    .select({
      spot: sql<string>`s.key`,
      stake: sql<string>`sum(s.value::bigint)`,
      players: sql<string>`count(*)`,
    })
    .from(sql`${livePlayers}, jsonb_each_text(${livePlayers.spots}) s`)
    .where(eq(livePlayers.roundId, roundId))
    .groupBy(sql`s.key`);
  const [count] = await deps.db
    .select({ n: sql<string>`count(*)` })
    .from(livePlayers)
    .where(and(eq(livePlayers.roundId, roundId), sql`${livePlayers.stake} > 0`));
  return {
    totals: rows
      .map((r) => ({ spot: r.spot, stake: Number(r.stake), players: Number(r.players) }))
      .sort((x, y) => spotOrder(game, x.spot) - spotOrder(game, y.spot)),
    players: Number(count?.n ?? 0),
  };
}

/**
 * One step of a table's dealer: does what is due at `now` (open, close, deal, settle, open
 * the next) from what the database holds, so a dealer that takes the table over from a dead
 * one carries on where it stopped. Every change is a conditional update from the phase it
 * leaves, so a step repeated (or run by a dealer that lost its lease a moment ago) changes
 * nothing twice. Answers when the next step is due (epoch ms), or null when nothing is.
 */
export async function stepTable(deps: Deps, table: LiveTableSettings): Promise<number | null> {
  for (let guard = 0; guard < 8; guard++) {
    const now = deps.now();
    const round = await latestRound(deps.db, table.id);
    if (!round || round.phase === 'settled') {
      if (round?.phaseEndsAt && round.phaseEndsAt > now) {
        await announce(deps, round, now);
        return round.phaseEndsAt.getTime();
      }
      if (!table.open) return null;
      if (!(await openRound(deps, table, round))) return null;
      continue;
    }
    await announce(deps, round, now);
    const due = round.phaseEndsAt?.getTime() ?? 0;
    if (round.phase === 'betting') {
      if (due > now.getTime()) {
        await tellTotals(deps, round, now);
        return Math.min(due, now.getTime() + TOTALS_MS);
      }
      // The window's final totals reach the players before "no more bets".
      await tellTotals(deps, round, now, true);
      await flushTotals(deps, round.tableId);
      await deps.db
        .update(liveRounds)
        .set({ phase: 'closed', phaseEndsAt: new Date(now.getTime() + CLOSED_MS) })
        .where(and(eq(liveRounds.id, round.id), eq(liveRounds.phase, 'betting')));
      continue;
    }
    if (due > now.getTime()) {
      if (round.phase !== 'dealing' || !round.dealtAt) return due;
      // The next card's time: one is shown every revealMs.
      return Math.min(due, round.dealtAt.getTime() + cardsShown(round, now) * round.revealMs);
    }
    if (round.phase === 'closed') {
      await deal(deps, round, now);
      continue;
    }
    if (round.phase === 'dealing') {
      // Paid before the round shows settled: a crash in between leaves it dealing, and the
      // next step (here or on the instance that takes the table) pays what is still unpaid.
      const balances = new Map<number, number>();
      const pause = settlePauseOf(deps);
      for (;;) {
        const paid = await settleBets(deps, round, pause?.chunk, balances);
        if (paid === 0) break;
        await pause?.afterChunk(paid);
      }
      const [settled] = await deps.db
        .update(liveRounds)
        .set({
          phase: 'settled',
          settledAt: now,
          phaseEndsAt: new Date(now.getTime() + round.resultMs),
        })
        .where(and(eq(liveRounds.id, round.id), eq(liveRounds.phase, 'dealing')))
        .returning({ id: liveRounds.id });
      if (settled) await tellPlayers(deps, round, balances);
    }
  }
  return deps.now().getTime();
}

/**
 * Opens the table's next round from the chain with rounds left. A sandbox server seeds a
 * chain itself with a random salt, recorded as the sandbox's; otherwise the operator must
 * have published one (`ops live seed`) and the table does not deal until then.
 */
async function openRound(
  deps: Deps,
  table: LiveTableSettings,
  last: RoundRow | null,
): Promise<boolean> {
  let next = await nextChain(deps.db, table.id);
  if (!next && deps.config.sandbox) {
    await seedChain(deps, table.id, sandboxSalt(), 'sandbox', deps.config.liveChainLength);
    next = await nextChain(deps.db, table.id);
  }
  if (!next) return false;
  const now = deps.now();
  const number = (last?.number ?? 0) + 1;
  const [opened] = await deps.db
    .insert(liveRounds)
    .values({
      tableId: table.id,
      number,
      game: table.game,
      chainId: next.chain.id,
      chainRound: next.round,
      phase: 'betting',
      phaseEndsAt: new Date(now.getTime() + table.bettingMs),
      revealMs: table.revealMs,
      resultMs: table.resultMs,
      limits: { spot: table.spot, round: table.round },
      openedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: liveRounds.id });
  if (opened && next.round === 1) {
    await deps.db
      .update(liveChains)
      .set({ firstRound: number })
      .where(eq(liveChains.id, next.chain.id));
  }
  return true;
}

/** The deal: cards, winner and hands from the round's chain seed, shown one by one from now. */
async function deal(deps: Deps, round: RoundRow, now: Date): Promise<void> {
  const { seed, dealt } = await dealFromChain(deps, round);
  await deps.db
    .update(liveRounds)
    .set({
      phase: 'dealing',
      seed,
      cards: [...dealt.cards],
      winner: dealt.outcome.winner,
      outcome: { ...dealt.outcome, hands: handsOf(dealt) },
      dealtAt: now,
      phaseEndsAt: new Date(now.getTime() + dealt.cards.length * round.revealMs),
    })
    .where(and(eq(liveRounds.id, round.id), eq(liveRounds.phase, 'closed')));
}

/** Publishes what changed since this instance last told the table: phase, cards, result. */
async function announce(deps: Deps, round: RoundRow, now: Date): Promise<void> {
  const t = toldOf(deps, round);
  if (t.phase !== round.phase) {
    t.phase = round.phase;
    await publishLive(deps, round.tableId, {
      type: 'phase',
      number: round.number,
      phase: round.phase as 'betting',
      phaseEndsAt: round.phaseEndsAt?.getTime() ?? null,
      serverNow: now.getTime(),
    });
  }
  const shown = cardsShown(round, now);
  const cards = round.cards ?? [];
  for (; t.cards < shown; t.cards++) {
    await publishLive(deps, round.tableId, {
      type: 'card',
      number: round.number,
      index: t.cards,
      card: cards[t.cards] as number,
    });
  }
  if (round.phase === 'settled' && round.winner && round.seed && t.cards === cards.length) {
    t.cards++;
    const outcome = round.outcome as { hands?: unknown[] };
    await publishLive(deps, round.tableId, {
      type: 'result',
      number: round.number,
      winner: round.winner,
      seed: round.seed,
      hands: outcome.hands ?? [],
    });
  }
}

async function tellTotals(deps: Deps, round: RoundRow, now: Date, last = false): Promise<void> {
  const t = toldOf(deps, round);
  if (!last && now.getTime() - t.totalsAt < TOTALS_MS) return;
  t.totalsAt = now.getTime();
  const { totals, players } = await roundTotals(deps, round);
  const text = JSON.stringify(totals);
  if (text === t.totals) return;
  t.totals = text;
  offerTotals(deps, round.tableId, { type: 'totals', number: round.number, totals, players });
}

/**
 * Each player of a settled round hears their own result (`you`, on their topic): their stakes,
 * what the round paid them and their balance after it (as the win answered it; read for a
 * player this instance did not pay, after a takeover).
 */
async function tellPlayers(deps: Deps, round: RoundRow, balances: Map<number, number>) {
  const rows = await deps.db
    .select({
      userId: livePlayers.userId,
      spots: livePlayers.spots,
      // The outer row's user named with its table: drizzle writes a column of the only table of
      // a select bare ("user_id"), which inside the subquery meant b's own column, so every
      // player was told the whole round's payouts.
      payout: sql<string>`(select coalesce(sum(b.payout), 0) from ${liveBets} b
        where b.user_id = ${livePlayers}.user_id and b.table_id = ${round.tableId}
          and b.round_id = ${round.id})`,
    })
    .from(livePlayers)
    .where(and(eq(livePlayers.roundId, round.id), gt(livePlayers.stake, 0)));
  const game = round.game as LiveTableSettings['game'];
  // Players paid nothing have no balance from the settlement: read in one query.
  const unpaid = rows.map((r) => r.userId).filter((id) => !balances.has(id));
  const read = await deps.ledger.balances(deps.db, unpaid);
  const messages = rows.map((r) => ({
    userId: r.userId,
    message: {
      type: 'you' as const,
      number: round.number,
      bets: spotList(game, r.spots as Record<string, number>),
      payout: Number(r.payout),
      balance: balances.get(r.userId) ?? read.get(r.userId) ?? 0,
    },
  }));
  // One statement per 500 players, not a commit each (bench:live: 2,000 players' results one
  // by one took longer than paying them).
  await publishToPlayers(deps, round.tableId, messages);
}
