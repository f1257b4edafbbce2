// Exact return to player for every bet spot, from exhaustive enumeration or exact counting.
// Outcomes are weighted with integer counts and resolved by the engines' own `resolve`, so the
// table can never drift from what `settle` pays.

import { cardOf, rankOf } from '../cards.js';
import { andarBahar } from '../games/andar-bahar.js';
import { baccarat, playBaccarat } from '../games/baccarat.js';
import { dragonTiger, outcomeOf } from '../games/dragon-tiger.js';
import { teenPatti } from '../games/teen-patti.js';
import { categoryOf, handStrength } from '../games/teen-patti-hands.js';
import type { Game, GameCode, OutcomeBase, Resolution, RoundBase } from '../games/types.js';

export interface Weighted<O> {
  readonly weight: number;
  readonly outcome: O;
}

export interface SpotRtp {
  readonly spot: string;
  /** RTP = num / den exactly (returned amount per unit staked, stake included). */
  readonly num: bigint;
  readonly den: bigint;
  readonly rtp: number;
  /** Variance of the return per unit stake, for simulation tolerances. */
  readonly variance: number;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Return per unit stake as an exact fraction [num, den]. */
function unitReturn(
  game: { spots: Game<RoundBase<GameCode, OutcomeBase>>['spots'] },
  spotId: string,
  r: Resolution,
): [bigint, bigint] {
  switch (r.kind) {
    case 'lose':
      return [0n, 1n];
    case 'push':
      return [1n, 1n];
    case 'half':
      return [1n, 2n];
    case 'win': {
      const p = game.spots.find((s) => s.id === spotId)?.pays[r.pay];
      if (p === undefined) throw new Error(`no pay for ${spotId}`);
      return [BigInt(p.denominator + p.numerator), BigInt(p.denominator)];
    }
  }
}

export function rtpOf<R extends RoundBase<GameCode, OutcomeBase>>(
  game: Game<R>,
  dist: readonly Weighted<R['outcome']>[],
): SpotRtp[] {
  const total = dist.reduce((s, d) => s + BigInt(d.weight), 0n);
  return game.spots.map((spot) => {
    let num = 0n;
    let den = 1n;
    let second = 0;
    for (const { weight, outcome } of dist) {
      const [n, d] = unitReturn(game, spot.id, game.resolve(outcome, spot.id));
      // num/den += weight·n/d, kept over a common denominator.
      num = num * d + BigInt(weight) * n * den;
      den *= d;
      const g = gcd(num, den);
      num /= g;
      den /= g;
      second += weight * (Number(n) / Number(d)) ** 2;
    }
    den *= total;
    const g = gcd(num, den);
    num /= g;
    den /= g;
    const rtp = Number(num) / Number(den);
    return { spot: spot.id, num, den, rtp, variance: second / Number(total) - rtp * rtp };
  });
}

function aggregate<O>(key: (o: O) => string): {
  add(o: O, weight: number): void;
  list(): Weighted<O>[];
} {
  const map = new Map<string, { weight: number; outcome: O }>();
  return {
    add(o, weight) {
      const k = key(o);
      const e = map.get(k);
      if (e) e.weight += weight;
      else map.set(k, { weight, outcome: o });
    },
    list: () => [...map.values()],
  };
}

export function dragonTigerDistribution() {
  const agg = aggregate<ReturnType<typeof outcomeOf>>((o) => o.winner);
  for (let d = 0; d < 52; d++)
    for (let t = 0; t < 52; t++) if (d !== t) agg.add(outcomeOf(d, t), 1);
  return agg.list();
}

/**
 * After the joker, 51 cards hold 3 of its rank; every arrangement is equally likely, so the
 * first match is at position m with weight C(51 − m, 2) (the other two matches lie after it).
 * Odd m lands on Andar, which receives the first card.
 */
export function andarBaharDistribution() {
  const out: Weighted<{ winner: 'andar' | 'bahar'; dealt: number }>[] = [];
  for (let m = 1; m <= 49; m++) {
    const after = 51 - m;
    out.push({
      weight: (after * (after - 1)) / 2,
      outcome: { winner: m % 2 ? 'andar' : 'bahar', dealt: m },
    });
  }
  return out;
}

/**
 * All ordered (player, dealer) pairs of disjoint 3-card hands: 22,100 × 18,424. Player hands
 * that differ only by renaming suits give identical counts, so each suit pattern is enumerated
 * once against all dealer hands and weighted by how many player hands share it.
 */
export function teenPattiDistribution() {
  const strength = new Int32Array(52 * 52 * 52);
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) strength[(a * 52 + b) * 52 + c] = handStrength(a, b, c);

  const patterns = new Map<string, { count: number; hand: [number, number, number] }>();
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const relabel: number[] = [];
        const key = [a, b, c]
          .map((x) => {
            const s = x & 3;
            if (!relabel.includes(s)) relabel.push(s);
            return `${rankOf(x)}${relabel.indexOf(s)}`;
          })
          .join(',');
        const e = patterns.get(key);
        if (e) e.count++;
        else patterns.set(key, { count: 1, hand: [a, b, c] });
      }

  type O = ReturnType<typeof teenPatti.deal>['outcome'];
  const agg = aggregate<O>((o) => `${o.winner}|${o.player}|${o.dealer}`);
  const tally = new Int32Array(6 * 4096);
  for (const { count, hand } of patterns.values()) {
    const [x, y, z] = hand;
    const p = strength[(x * 52 + y) * 52 + z] as number;
    const pc = categoryOf(p);
    tally.fill(0);
    for (let a = 0; a < 52; a++) {
      if (a === x || a === y || a === z) continue;
      for (let b = a + 1; b < 52; b++) {
        if (b === x || b === y || b === z) continue;
        for (let c = b + 1; c < 52; c++) {
          if (c === x || c === y || c === z) continue;
          const d = strength[(a * 52 + b) * 52 + c] as number;
          tally[d] = (tally[d] as number) + 1;
        }
      }
    }
    for (let d = 0; d < tally.length; d++) {
      const n = tally[d] as number;
      if (n === 0) continue;
      const winner = p > d ? 'player' : p < d ? 'dealer' : 'tie';
      agg.add({ winner, player: pc, dealer: categoryOf(d) }, n * count);
    }
  }
  return agg.list();
}

/**
 * Every sequence of six ranks (13⁶), each of weight 1 with an unlimited shoe. A prefix whose
 * round never reads the later cards stands for all 13^(6 − k) completions at once; whether a
 * card is read depends only on the cards before it, so this is exact.
 */
export function baccaratDistribution() {
  type O = ReturnType<typeof baccarat.deal>['outcome'];
  const winners = ['player', 'banker', 'tie'] as const;
  // Indexed by winner × 4 + playerPair × 2 + bankerPair: no string keys in the hot loop.
  const weights = new Float64Array(12);
  const cards = [0, 0, 0, 0, 0, 0];
  const visit = (known: number): void => {
    cards.fill(cardOf(2, 'D'), known);
    const round = playBaccarat(cards);
    if (round.player.length + round.banker.length <= known) {
      const o = round.outcome;
      const i = winners.indexOf(o.winner) * 4 + (o.playerPair ? 2 : 0) + (o.bankerPair ? 1 : 0);
      weights[i] = (weights[i] as number) + 13 ** (6 - known);
      return;
    }
    for (let rank = 2; rank <= 14; rank++) {
      cards[known] = cardOf(rank, 'D');
      visit(known + 1);
    }
  };
  visit(0);
  const out: Weighted<O>[] = [];
  weights.forEach((weight, i) => {
    if (weight === 0) return;
    const winner = winners[i >> 2] ?? 'tie';
    // Totals are display-only and left at 0 so that classes merge.
    const outcome = {
      winner,
      playerTotal: 0,
      bankerTotal: 0,
      playerPair: (i & 2) > 0,
      bankerPair: (i & 1) > 0,
    };
    out.push({ weight, outcome });
  });
  return out;
}

export function exactRtp(code: GameCode): SpotRtp[] {
  switch (code) {
    case 'dragon-tiger':
      return rtpOf(dragonTiger, dragonTigerDistribution());
    case 'andar-bahar':
      return rtpOf(andarBahar, andarBaharDistribution());
    case 'teen-patti':
      return rtpOf(teenPatti, teenPattiDistribution());
    case 'baccarat':
      return rtpOf(baccarat, baccaratDistribution());
  }
}
