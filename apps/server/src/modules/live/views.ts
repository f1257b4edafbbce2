import type { LiveRoundState, LiveTableSettings, LiveTableView } from '@cardroom/contract';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { playerSpots } from './bets.js';
import { chainById, commitmentOf, nextChain } from './chains.js';
import { roundTotals } from './rounds.js';
import { liveBets, liveChains, liveRounds } from './schema.js';
import { spotList } from './settings.js';
import { cardsShown, latestRound, liveTablesOf, type RoundRow, tableOf } from './tables.js';
import { tableCacheOf } from './view-cache.js';

/** The road: this many last results. */
const ROAD = 30;

type Status = LiveTableView['status'];

/** Whether the table deals: closed by the operator, without a chain to deal from, or dealing. */
export async function statusOf(deps: Deps, table: LiveTableSettings): Promise<Status> {
  if (!table.open) return 'closed';
  if (await nextChain(deps.db, table.id)) return 'dealing';
  return 'noCommitment';
}

/** The round as everyone sees it at `now`: only the cards shown so far, the result once settled. */
async function roundState(deps: Deps, round: RoundRow, now: Date): Promise<LiveRoundState> {
  const { totals, players } = await roundTotals(deps, round);
  const settled = round.phase === 'settled';
  const outcome = round.outcome as { hands?: unknown[] } | null;
  return {
    number: round.number,
    phase: round.phase as LiveRoundState['phase'],
    phaseEndsAt: round.phaseEndsAt?.getTime() ?? null,
    cards: (round.cards ?? []).slice(0, cardsShown(round, now)),
    totals,
    players,
    result:
      settled && round.winner && round.seed
        ? { winner: round.winner, seed: round.seed, hands: outcome?.hands ?? [] }
        : null,
  };
}

export async function tablesList(deps: Deps) {
  const tables = await liveTablesOf(deps);
  const list = [];
  for (const table of tables) {
    const round = await latestRound(deps.db, table.id);
    list.push({
      table,
      status: await statusOf(deps, table),
      phase: (round?.phase ?? null) as LiveRoundState['phase'] | null,
      players: round ? (await roundTotals(deps, round)).players : 0,
    });
  }
  return { list };
}

/** The part of a table's view every player sees alike, and the round row it is of. */
async function publicView(deps: Deps, table: LiveTableSettings, now: Date) {
  const round = await latestRound(deps.db, table.id);
  const road = await deps.db
    .select({ number: liveRounds.number, winner: liveRounds.winner })
    .from(liveRounds)
    .where(and(eq(liveRounds.tableId, table.id), eq(liveRounds.phase, 'settled')))
    .orderBy(desc(liveRounds.number))
    .limit(ROAD);
  const chain = round ? await chainById(deps.db, round.chainId) : null;
  const shown = chain ?? (await nextChain(deps.db, table.id))?.chain ?? null;
  return {
    row: round,
    status: await statusOf(deps, table),
    round: round ? await roundState(deps, round, now) : null,
    road: road.map((r) => ({ number: r.number, winner: r.winner ?? '' })),
    commitment: shown ? commitmentOf(shown) : null,
  };
}

/**
 * What a page shows on load and after a reconnect: the round as it stands, the road, you. A
 * socket's first message (`fromCache`) takes the public part from the instance's cache of it
 * (view-cache.ts); the HTTP call reads it each time.
 */
export async function tableView(
  deps: Deps,
  tableId: string,
  player: { userId: number } | null,
  opts: { fromCache?: boolean } = {},
): Promise<LiveTableView> {
  const table = await tableOf(deps, tableId);
  const now = deps.now();
  const read = () => publicView(deps, table, now);
  const { row, ...shared } = opts.fromCache
    ? await tableCacheOf<Awaited<ReturnType<typeof publicView>>>(deps).get(table.id, read)
    : await read();
  return {
    table,
    ...shared,
    serverNow: now.getTime(),
    you: player ? await yourView(deps, table, row, player.userId) : null,
  };
}

async function yourView(
  deps: Deps,
  { id: tableId, game }: LiveTableSettings,
  round: RoundRow | null,
  userId: number,
) {
  const bets = round ? await playerSpots(deps, round.id, userId) : {};
  return {
    bets: spotList(game, bets),
    balance: await deps.ledger.balance(deps.db, userId),
    lastPayout: await lastPayout(deps, tableId, userId),
  };
}

/**
 * The last settled round of a table the player bet on, and what it paid them: their bets at the
 * table from the newest backwards (`live_bets_user_idx`, user, table, round; a table's round ids
 * grow with its round numbers), stopped at the first whose round is settled, and that round's
 * bets summed. Grouping every round of theirs at the table and keeping the last grew with their
 * history (bench/live-view.ts: 69 ms on PostgreSQL for a player with 100,000 rounds).
 */
export async function lastPayout(deps: Deps, tableId: string, userId: number) {
  const [last] = await rawRows<{ number: number; stake: string; payout: string | null }>(
    deps.db,
    // The round's phase as a subquery per bet, not a join: joined, the planner may merge the
    // player's bets with every round newer than their last (EXPLAIN on bench/live-view.ts's data).
    sql`with last as (
          select b.round_id
            from ${liveBets} b
           where b.user_id = ${userId} and b.table_id = ${tableId}
             and (select r.phase from ${liveRounds} r where r.id = b.round_id) = 'settled'
           order by b.round_id desc
           limit 1)
        select r.number, sum(x.stake)::text as stake, sum(x.payout)::text as payout
          from last
          join ${liveRounds} r on r.id = last.round_id
          join ${liveBets} x
            on x.user_id = ${userId} and x.table_id = ${tableId} and x.round_id = last.round_id
         group by r.number`,
  );
  return last
    ? { number: last.number, stake: Number(last.stake), payout: Number(last.payout ?? 0) }
    : null;
}

/**
 * A round with what checks it. The seed is shown once the round is settled (before that it
 * would tell the cards still to come); the previous seed is the one it hashes to: the table's
 * round before it from the same chain, or the chain's terminating hash for the chain's first.
 */
export async function roundDetail(deps: Deps, tableId: string, number: number) {
  const table = await tableOf(deps, tableId);
  const [round] = await deps.db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.tableId, table.id), eq(liveRounds.number, number)));
  if (!round) throw notFound('gameRoundNotFound');
  const chain = await chainById(deps.db, round.chainId);
  if (!chain) throw new Error(`live round ${round.id}: chain missing`);
  const settled = round.phase === 'settled';
  let previousSeed: string | null = null;
  if (settled) {
    if (round.chainRound === 1) previousSeed = chain.terminatingHash;
    else {
      const [before] = await deps.db
        .select({ seed: liveRounds.seed })
        .from(liveRounds)
        .where(
          and(eq(liveRounds.chainId, chain.id), eq(liveRounds.chainRound, round.chainRound - 1)),
        );
      previousSeed = before?.seed ?? null;
    }
  }
  return {
    number: round.number,
    chainRound: round.chainRound,
    game: table.game,
    phase: round.phase as LiveRoundState['phase'],
    cards: (round.cards ?? []).slice(0, cardsShown(round, deps.now())),
    winner: settled ? round.winner : null,
    seed: settled ? round.seed : null,
    previousSeed,
    commitment: commitmentOf(chain),
    dealtAt: round.dealtAt?.toISOString() ?? null,
  };
}

/** Every chain published for the market's tables, newest first, with the rounds dealt from it. */
export async function fairness(deps: Deps) {
  const ids = (await liveTablesOf(deps)).map((t) => t.id);
  if (ids.length === 0) return { list: [] };
  const chains = await deps.db
    .select()
    .from(liveChains)
    .where(inArray(liveChains.tableId, ids))
    .orderBy(desc(liveChains.id));
  const dealt = await deps.db
    .select({ chainId: liveRounds.chainId, n: count() })
    .from(liveRounds)
    .where(and(inArray(liveRounds.tableId, ids), isNotNull(liveRounds.seed)))
    .groupBy(liveRounds.chainId);
  const byChain = new Map(dealt.map((d) => [d.chainId, Number(d.n)]));
  return {
    list: chains.map((c) => ({
      ...commitmentOf(c),
      tableId: c.tableId,
      roundsDealt: byChain.get(c.id) ?? 0,
    })),
  };
}
