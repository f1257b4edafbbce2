// @vitest-environment node
import type { LiveMessage, LiveTableView } from '@cardroom/contract';
import { dealRound, liveRoundSeeds, nextLink } from '@cardroom/games';
import { describe, expect, it } from 'vitest';
import {
  addChip,
  answerOrTold,
  applyMessage,
  betProblem,
  clockOffset,
  dealtHands,
  msLeft,
  reconnectDelay,
  rememberTold,
  roadColumns,
  secondsShown,
  stateFromView,
  TOLD_KEPT,
} from './rules';
import { type LiveRoundDetail, verifyLiveRound } from './verify';

const table = {
  id: 'dragon-tiger-1',
  game: 'dragon-tiger' as const,
  name: { en: 'Live Dragon Tiger', id: 'Dragon Tiger Live' },
  open: true,
  bettingMs: 12_000,
  revealMs: 800,
  resultMs: 4_000,
  spot: { min: 1_000, max: 50_000 },
  round: { min: 1_000, max: 60_000 },
  chips: [1_000, 5_000, 10_000, 50_000],
};

function view(over: Partial<LiveTableView> = {}): LiveTableView {
  return {
    table,
    status: 'dealing',
    serverNow: 1_000_000,
    round: {
      number: 7,
      phase: 'betting',
      phaseEndsAt: 1_008_000,
      cards: [],
      totals: [],
      players: 0,
      result: null,
    },
    road: [{ number: 6, winner: 'tiger' }],
    commitment: null,
    you: { bets: [], balance: 100_000, lastPayout: null },
    ...over,
  };
}

describe('the countdown', () => {
  it('runs on the server clock, whatever this device says the time is', () => {
    // The phone's clock is 90 s behind the server's.
    const offset = clockOffset(1_000_000, 910_000);
    expect(offset).toBe(90_000);
    expect(msLeft(1_008_000, offset, 910_000)).toBe(8_000);
    expect(secondsShown(msLeft(1_008_000, offset, 910_000 + 6_900))).toBe(2);
    expect(secondsShown(msLeft(1_008_000, offset, 910_000 + 7_999))).toBe(1);
    expect(msLeft(1_008_000, offset, 910_000 + 9_000)).toBe(0);
    expect(secondsShown(0)).toBe(0);
    expect(msLeft(null, offset, 0)).toBe(0);
  });
});

describe('bets before they are sent', () => {
  it('adds chips to a spot and checks the limits per player per round with what is placed', () => {
    let pending = addChip([], 'dragon', 5_000);
    pending = addChip(pending, 'dragon', 5_000);
    pending = addChip(pending, 'tie', 1_000);
    expect(pending).toEqual([
      { spot: 'dragon', stake: 10_000 },
      { spot: 'tie', stake: 1_000 },
    ]);
    expect(betProblem(table, [], pending, 100_000, true)).toBeNull();
    // 45,000 already on Dragon this round: 10,000 more passes the spot's 50,000.
    expect(betProblem(table, [{ spot: 'dragon', stake: 45_000 }], pending, 100_000, false)).toEqual(
      {
        kind: 'spotMax',
        spot: 'dragon',
        limit: 50_000,
      },
    );
    expect(betProblem(table, [{ spot: 'tiger', stake: 50_000 }], pending, 100_000, false)).toEqual({
      kind: 'roundMax',
      limit: 60_000,
    });
    expect(betProblem(table, [], pending, 9_000, false)).toEqual({ kind: 'balance' });
    expect(betProblem(table, [], [], 9_000, true)).toEqual({ kind: 'empty' });
  });

  it('applies the minimums only when the bets are sent', () => {
    const small = { ...table, spot: { min: 2_000, max: 50_000 } };
    const one = addChip([], 'dragon', 1_000);
    expect(betProblem(small, [], one, 100_000, false)).toBeNull();
    expect(betProblem(small, [], one, 100_000, true)).toEqual({
      kind: 'spotMin',
      spot: 'dragon',
      limit: 2_000,
    });
  });
});

describe('the road', () => {
  it('lays the results out oldest first in columns of six', () => {
    const road = Array.from({ length: 14 }, (_, i) => ({ number: 14 - i, winner: 'dragon' }));
    const columns = roadColumns(road);
    expect(columns.map((c) => c.length)).toEqual([6, 6, 2]);
    expect(columns[0]?.[0]?.number).toBe(1);
    expect(columns[2]?.[1]?.number).toBe(14);
    expect(roadColumns(road, 6, 2).flat()).toHaveLength(12);
  });
});

describe('reconnecting', () => {
  it('backs off from half a second to eight, with some spread', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map((a) => reconnectDelay(a, 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
    expect(reconnectDelay(2, 0.999)).toBeGreaterThanOrEqual(1_500);
  });
});

describe('the table as messages arrive', () => {
  it('follows a round from the window to the payout, and the next round starts empty', () => {
    let s = stateFromView(view(), 1_000_000);
    s = applyMessage(
      s,
      {
        type: 'totals',
        number: 7,
        totals: [{ spot: 'tiger', stake: 3_000, players: 2 }],
        players: 2,
      },
      1_000_100,
    );
    expect(s.view.round?.players).toBe(2);
    s = applyMessage(
      s,
      {
        type: 'you',
        number: 7,
        bets: [{ spot: 'tiger', stake: 1_000 }],
        payout: null,
        balance: 99_000,
      },
      1_000_200,
    );
    expect(s.view.you).toMatchObject({ bets: [{ spot: 'tiger', stake: 1_000 }], balance: 99_000 });
    s = applyMessage(
      s,
      { type: 'phase', number: 7, phase: 'closed', phaseEndsAt: 1_009_000, serverNow: 1_008_000 },
      1_008_500,
    );
    expect(s.offset).toBe(-500);
    expect(s.view.round?.phase).toBe('closed');
    s = applyMessage(s, { type: 'card', number: 7, index: 0, card: 51 }, 1_009_000);
    s = applyMessage(s, { type: 'card', number: 7, index: 1, card: 4 }, 1_009_800);
    // A card repeated after a reconnect changes nothing.
    s = applyMessage(s, { type: 'card', number: 7, index: 1, card: 4 }, 1_009_900);
    expect(s.view.round?.cards).toEqual([51, 4]);
    expect(dealtHands('dragon-tiger', s.view.round?.cards ?? [])).toEqual([
      { id: 'dragon', cards: [51], note: '' },
      { id: 'tiger', cards: [4], note: '' },
    ]);
    s = applyMessage(
      s,
      { type: 'result', number: 7, winner: 'dragon', seed: 'a'.repeat(64), hands: [] },
      1_010_000,
    );
    expect(s.view.road.slice(0, 2)).toEqual([
      { number: 7, winner: 'dragon' },
      { number: 6, winner: 'tiger' },
    ]);
    s = applyMessage(
      s,
      {
        type: 'you',
        number: 7,
        bets: [{ spot: 'tiger', stake: 1_000 }],
        payout: 0,
        balance: 99_000,
      },
      1_010_100,
    );
    expect(s.payout).toEqual({ number: 7, stake: 1_000, payout: 0 });
    // A late message of the round before changes nothing.
    const before = s;
    s = applyMessage(s, { type: 'totals', number: 6, totals: [], players: 9 }, 1_010_200);
    expect(s).toBe(before);
    s = applyMessage(
      s,
      { type: 'phase', number: 8, phase: 'betting', phaseEndsAt: 1_026_000, serverNow: 1_014_000 },
      1_014_000,
    );
    expect(s.view.round).toMatchObject({
      number: 8,
      cards: [],
      totals: [],
      players: 0,
      result: null,
    });
    expect(s.view.you?.bets).toEqual([]);
    expect(s.payout?.number).toBe(7);
  });

  it('lays Andar Bahar and Baccarat cards by hand as they are dealt', () => {
    expect(dealtHands('andar-bahar', [1, 2, 3, 4])).toEqual([
      { id: 'joker', cards: [1], note: '' },
      { id: 'andar', cards: [2, 4], note: '' },
      { id: 'bahar', cards: [3], note: '' },
    ]);
    expect(dealtHands('baccarat', [1, 2, 3]).map((h) => h.id)).toEqual(['player', 'banker']);
    expect(dealtHands('baccarat', [1, 2, 3, 4, 5]).at(-1)).toEqual({
      id: 'third',
      cards: [5],
      note: '',
    });
  });
});

describe('checking a round in the browser', () => {
  const previous = 'f'.repeat(64);
  const seed = 'c0ffee'.padEnd(64, '0');
  const salt = 'a-published-salt';
  const cards = [...dealRound('dragon-tiger', liveRoundSeeds(seed, salt)).cards];
  const detail = (over: Partial<LiveRoundDetail>): LiveRoundDetail => ({
    number: 3,
    chainRound: 3,
    game: 'dragon-tiger',
    phase: 'settled',
    cards,
    winner: 'dragon',
    seed,
    previousSeed: nextLink(seed),
    commitment: {
      chainId: '1',
      terminatingHash: previous,
      salt,
      saltSource: 'operator',
      length: 10,
      publishedAt: '2026-01-01T00:00:00.000Z',
      firstRound: 1,
    },
    dealtAt: null,
    ...over,
  });

  it('passes a round whose seed hashes to the one before and whose cards follow from it', () => {
    expect(verifyLiveRound(detail({}))).toEqual({ chainOk: true, cards, cardsOk: true });
  });

  it('fails a seed off the chain, cards that do not follow, and waits for an unrevealed seed', () => {
    expect(verifyLiveRound(detail({ previousSeed: previous }))?.chainOk).toBe(false);
    expect(verifyLiveRound(detail({ cards: [...cards].reverse() }))?.cardsOk).toBe(false);
    expect(verifyLiveRound(detail({ seed: null }))).toBeNull();
  });
});

describe('a bet the table told of', () => {
  const you = (
    requestId: string | undefined,
    balance: number,
    payout: number | null = null,
  ): LiveMessage => ({
    type: 'you',
    number: 7,
    bets: [{ spot: 'dragon', stake: 1_000 }],
    payout,
    balance,
    ...(requestId && { requestId }),
  });
  const lost = {
    ok: false as const,
    code: 999,
    msg: 'No connection',
    noAnswer: 'network' as const,
  };

  it("answers a lost answer with what the table told of that bet, and nothing else's", () => {
    const told = new Map();
    rememberTold(told, you('a', 9_000));
    rememberTold(told, you(undefined, 8_000));
    rememberTold(told, you('c', 7_000, 2_000));
    expect(answerOrTold(lost, told, 'a')).toEqual({
      ok: true,
      data: { bets: [{ spot: 'dragon', stake: 1_000 }], balance: 9_000 },
      msg: '',
    });
    // Another bet's id, a result's `you` (no id): still lost.
    expect(answerOrTold(lost, told, 'b')).toBe(lost);
    expect(answerOrTold(lost, told, 'c')).toBe(lost);
  });

  it('leaves a refusal and an answer as they are', () => {
    const told = new Map();
    rememberTold(told, you('a', 9_000));
    const refused = { ok: false as const, code: 999, msg: 'Betting has closed' };
    expect(answerOrTold(refused, told, 'a')).toBe(refused);
    const ok = { ok: true as const, data: { bets: [], balance: 1 }, msg: '' };
    expect(answerOrTold(ok, told, 'a')).toBe(ok);
  });

  it(`keeps the last ${TOLD_KEPT}`, () => {
    const told = new Map();
    for (let i = 0; i < TOLD_KEPT + 5; i++) rememberTold(told, you(`id-${i}`, i));
    expect(told.size).toBe(TOLD_KEPT);
    expect(told.has('id-4')).toBe(false);
    expect(told.has(`id-${TOLD_KEPT + 4}`)).toBe(true);
  });
});
