import { type Card, rankOf } from '../cards.js';

/** Teen Patti hand categories, weakest first. */
export const CATEGORIES = [
  'high-card',
  'pair',
  'colour',
  'sequence',
  'pure-sequence',
  'trail',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Sequence order, highest first: A-K-Q, A-2-3, K-Q-J, Q-J-10, …, 4-3-2. A-2-3 is the second
 * best run, as most Indian Teen Patti tables rank it; everything else counts the ace high.
 */
function sequenceValue(hi: number, mid: number, lo: number): number {
  if (hi === 14 && mid === 3 && lo === 2) return 14;
  if (hi - mid === 1 && mid - lo === 1) return hi === 14 ? 15 : hi;
  return 0;
}

/**
 * A single integer that orders hands: category × 16³ then up to three tie-break ranks of four
 * bits each. Equal strength means an exact tie; suits never break ties.
 */
export function handStrength(a: Card, b: Card, c: Card): number {
  let r1 = rankOf(a);
  let r2 = rankOf(b);
  let r3 = rankOf(c);
  // Three-element sorting network, descending.
  if (r1 < r2) [r1, r2] = [r2, r1];
  if (r2 < r3) [r2, r3] = [r3, r2];
  if (r1 < r2) [r1, r2] = [r2, r1];
  if (r1 === r3) return 5 * 4096 + r1;
  const suited = (a & 3) === (b & 3) && (b & 3) === (c & 3);
  const seq = sequenceValue(r1, r2, r3);
  if (seq > 0) return (suited ? 4 : 3) * 4096 + seq;
  if (suited) return 2 * 4096 + r1 * 256 + r2 * 16 + r3;
  if (r1 === r2) return 1 * 4096 + r1 * 16 + r3;
  if (r2 === r3) return 1 * 4096 + r2 * 16 + r1;
  return r1 * 256 + r2 * 16 + r3;
}

export function categoryIndex(strength: number): number {
  return strength >> 12;
}

export function categoryOf(strength: number): Category {
  return CATEGORIES[strength >> 12] as Category;
}
