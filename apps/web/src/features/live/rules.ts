import type {
  LiveBetResult,
  LiveGameCode,
  LiveMessage,
  LiveTableSettings,
  LiveTableView,
} from '@cardroom/contract';
import { checkTableLimits, type LimitBreach } from '@cardroom/games';
import type { ApiResult } from '../../api/client';

/**
 * The live table's rules as the page applies them, pure so they are tested without a browser:
 * the countdown on the server's clock, the bet checks before a call, the road's layout, the
 * reconnect backoff and how each socket message changes the table the page shows.
 */

export type LiveBets = Array<{ spot: string; stake: number }>;

/**
 * The server's clock minus this device's, from a `serverNow` read at `clientNow`. Countdowns
 * run on the server's time: a phone whose clock is a minute off still shows the window right.
 */
export function clockOffset(serverNow: number, clientNow: number): number {
  return serverNow - clientNow;
}

/** Milliseconds left until `endsAt` (server time) at this device's `clientNow`; never negative. */
export function msLeft(endsAt: number | null, offset: number, clientNow: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, endsAt - (clientNow + offset));
}

/** The whole seconds a countdown shows: 11.2 s left reads 12, the last moment reads 1, then 0. */
export function secondsShown(ms: number): number {
  return ms <= 0 ? 0 : Math.ceil(ms / 1_000);
}

/** Adds one chip to a spot of the pending (not yet sent) bets. */
export function addChip(pending: LiveBets, spot: string, chip: number): LiveBets {
  const at = pending.findIndex((b) => b.spot === spot);
  if (at < 0) return [...pending, { spot, stake: chip }];
  return pending.map((b, i) => (i === at ? { spot, stake: b.stake + chip } : b));
}

export const stakeOf = (bets: LiveBets): number => bets.reduce((s, b) => s + b.stake, 0);

/** Why a chip or a send is refused before any call, or null: the table's limits, the balance. */
export type BetProblem = LimitBreach | { kind: 'balance' } | { kind: 'empty' };

/**
 * Checks the pending bets together with those already placed this round, as the server's
 * statement does (its limits are per player per round), and that the balance covers them.
 * `final`: the bets are about to be sent, so the minimums apply too; while chips are being
 * added only the maximums and the balance do (a first small chip is not yet a bet).
 */
export function betProblem(
  table: Pick<LiveTableSettings, 'spot' | 'round' | 'chips'>,
  placed: LiveBets,
  pending: LiveBets,
  balance: number | null,
  final: boolean,
): BetProblem | null {
  if (final && stakeOf(pending) === 0) return { kind: 'empty' };
  if (balance !== null && stakeOf(pending) > balance) return { kind: 'balance' };
  const breach = checkTableLimits(table, [...placed, ...pending]);
  if (!breach) return null;
  if (!final && (breach.kind === 'spotMin' || breach.kind === 'roundMin')) return null;
  return breach;
}

/**
 * The road as a bead plate: columns of `rows` beads read top to bottom, oldest column left.
 * `road` comes newest first, as the server sends it.
 */
export function roadColumns<T>(road: readonly T[], rows = 6, columns = 8): T[][] {
  const oldestFirst = road.slice(0, rows * columns).reverse();
  const out: T[][] = [];
  for (let i = 0; i < oldestFirst.length; i += rows) out.push(oldestFirst.slice(i, i + rows));
  return out;
}

/**
 * How long to wait before reconnecting after the `attempt`-th failure in a row (0 first):
 * 0.5 s doubling to 8 s at most, less up to a quarter at random (`random` in [0, 1)) so many
 * phones that lost the same network do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(8_000, 500 * 2 ** Math.max(0, Math.min(attempt, 10)));
  return Math.round(base * (1 - 0.25 * random));
}

/** Which hand each revealed card goes to while the round is dealt (the result then has the hands). */
export function handOfCard(game: LiveGameCode, index: number): string {
  switch (game) {
    case 'dragon-tiger':
      return index === 0 ? 'dragon' : 'tiger';
    case 'andar-bahar':
      // The joker, then Andar and Bahar in turn (packages/games andar-bahar.ts).
      return index === 0 ? 'joker' : index % 2 === 1 ? 'andar' : 'bahar';
    case 'baccarat':
      // Two to the player, two to the banker; the third cards' owner is known at the result.
      return index < 2 ? 'player' : index < 4 ? 'banker' : 'third';
  }
}

/** The revealed cards laid out by hand, in the order the hands sit at the table. */
export function dealtHands(
  game: LiveGameCode,
  cards: readonly number[],
): Array<{ id: string; cards: number[]; note: string }> {
  const hands = new Map<string, number[]>();
  const order: Record<LiveGameCode, string[]> = {
    'dragon-tiger': ['dragon', 'tiger'],
    'andar-bahar': ['joker', 'andar', 'bahar'],
    baccarat: ['player', 'banker', 'third'],
  };
  for (const id of order[game]) hands.set(id, []);
  cards.forEach((card, i) => {
    hands.get(handOfCard(game, i))?.push(card);
  });
  return [...hands]
    .filter(([id, c]) => c.length > 0 || id !== 'third')
    .map(([id, c]) => ({ id, cards: c, note: '' }));
}

/** The table as the page holds it: the last view, kept current by the socket's messages. */
export interface LiveState {
  view: LiveTableView;
  /** Server clock minus this device's (see `clockOffset`). */
  offset: number;
  /** What the last settled round paid this player (from `you` with a payout). */
  payout: { number: number; stake: number; payout: number } | null;
}

export function stateFromView(view: LiveTableView, clientNow: number): LiveState {
  return {
    view,
    offset: clockOffset(view.serverNow, clientNow),
    payout: view.you?.lastPayout ?? null,
  };
}

const ROAD_KEPT = 48;

/**
 * One socket message applied to the table. A message of an older round than the one shown
 * changes nothing (the bus may deliver a late one after a reconnect's fresh view); a phase of
 * a newer round starts that round empty.
 */
export function applyMessage(state: LiveState, m: LiveMessage, clientNow: number): LiveState {
  if (m.type === 'view')
    return {
      ...stateFromView(m.view, clientNow),
      payout: state.payout ?? m.view.you?.lastPayout ?? null,
    };
  // A bet's answer goes to the bet that waits for it (api.ts), not to the table.
  if (m.type === 'bet') return state;
  const { view } = state;
  const round = view.round;
  if (round && m.number < round.number) return state;
  switch (m.type) {
    case 'phase': {
      const offset = clockOffset(m.serverNow, clientNow);
      const fresh = !round || m.number > round.number;
      const next = fresh
        ? {
            number: m.number,
            phase: m.phase,
            phaseEndsAt: m.phaseEndsAt,
            cards: [],
            totals: [],
            players: 0,
            result: null,
          }
        : { ...round, phase: m.phase, phaseEndsAt: m.phaseEndsAt };
      const you = fresh && view.you ? { ...view.you, bets: [] } : view.you;
      return { ...state, offset, view: { ...view, round: next, you } };
    }
    case 'totals':
      if (!round || m.number !== round.number) return state;
      return {
        ...state,
        view: { ...view, round: { ...round, totals: m.totals, players: m.players } },
      };
    case 'card': {
      if (!round || m.number !== round.number || m.index > round.cards.length) return state;
      const cards = round.cards.slice(0, m.index);
      cards[m.index] = m.card;
      return { ...state, view: { ...view, round: { ...round, cards } } };
    }
    case 'result': {
      if (!round || m.number !== round.number) return state;
      const road =
        view.road[0]?.number === m.number
          ? view.road
          : [{ number: m.number, winner: m.winner }, ...view.road].slice(0, ROAD_KEPT);
      return {
        ...state,
        view: {
          ...view,
          road,
          round: {
            ...round,
            phase: 'settled',
            result: { winner: m.winner, seed: m.seed, hands: m.hands },
          },
        },
      };
    }
    case 'you': {
      const you = {
        bets: m.number === round?.number ? m.bets : (view.you?.bets ?? []),
        balance: m.balance,
        lastPayout: view.you?.lastPayout ?? null,
      };
      const stake = stakeOf(m.bets);
      const payout =
        m.payout === null ? state.payout : { number: m.number, stake, payout: m.payout };
      return { ...state, payout, view: { ...view, you } };
    }
  }
}

/** The hands of a settled round as the server sent them (checked loosely: the contract has them as unknown). */
export function resultHands(
  hands: readonly unknown[],
): Array<{ id: string; cards: number[]; note: string }> {
  return hands.flatMap((h) => {
    if (typeof h !== 'object' || h === null) return [];
    const { id, cards, note } = h as { id?: unknown; cards?: unknown; note?: unknown };
    if (typeof id !== 'string' || !Array.isArray(cards)) return [];
    return [
      {
        id,
        cards: cards.filter((c): c is number => typeof c === 'number'),
        note: typeof note === 'string' ? note : '',
      },
    ];
  });
}

/** Bets the table told this page of that it keeps for a lost answer (the latest ones). */
export const TOLD_KEPT = 16;

/**
 * Keeps what a `you` message said of the bet it follows (by the bet's requestId): the player's
 * stakes on the round after it and their balance, which is what the bet's own answer says.
 * The oldest go past TOLD_KEPT.
 */
export function rememberTold(told: Map<string, LiveBetResult>, m: LiveMessage): void {
  if (m.type !== 'you' || !m.requestId || m.payout !== null) return;
  told.set(m.requestId, { bets: m.bets, balance: m.balance });
  for (const key of told.keys()) {
    if (told.size <= TOLD_KEPT) break;
    told.delete(key);
  }
}

/**
 * A bet's outcome as the page shows it: its answer; or, when the answer was lost (no answer,
 * not a refusal) and the table already told this page that the bet was placed, what the table
 * told: the bet is placed, there is nothing to send again.
 */
export function answerOrTold(
  answer: ApiResult<LiveBetResult>,
  told: ReadonlyMap<string, LiveBetResult>,
  requestId: string,
): ApiResult<LiveBetResult> {
  if (answer.ok || answer.noAnswer === undefined) return answer;
  const seen = told.get(requestId);
  return seen ? { ok: true, data: seen, msg: '' } : answer;
}
