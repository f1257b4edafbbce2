import type { Card } from './cards.js';
import { FloatStream, type Seeds } from './fair/rng.js';

/**
 * One 52-card deck drawn without replacement: the k-th draw (k = 0, 1, …) takes float f_k and
 * picks index floor(f_k × (52 − k)) among the cards not yet drawn, kept in Stake's index
 * order. This is the selection Stake publishes for Mines and Keno (pick from what is left,
 * remove it, keep the rest in order), applied to the card index.
 *
 * Draws are lazy so a round consumes only the floats it needs (Andar Bahar stops at the match).
 */
export class DeckDrawer {
  private readonly remaining = new Uint8Array(52);
  private left = 52;
  readonly floats: FloatStream;

  constructor(floats: FloatStream = new FloatStream()) {
    this.floats = floats;
  }

  reset(seeds: Seeds): this {
    this.floats.reset(seeds);
    for (let i = 0; i < 52; i++) this.remaining[i] = i;
    this.left = 52;
    return this;
  }

  draw(): Card {
    if (this.left === 0) throw new Error('deck exhausted');
    const i = Math.floor(this.floats.next() * this.left);
    const card = this.remaining[i] as number;
    this.remaining.copyWithin(i, i + 1, this.left);
    this.left--;
    return card;
  }
}

/** The first `count` cards of the round's single-deck order. */
export function shuffleDeck(seeds: Seeds, count = 52): Card[] {
  if (!Number.isInteger(count) || count < 0 || count > 52) {
    throw new RangeError(`count must be 0..52, got ${count}`);
  }
  const drawer = new DeckDrawer().reset(seeds);
  const out: Card[] = [];
  for (let i = 0; i < count; i++) out.push(drawer.draw());
  return out;
}

/**
 * Stake's Baccarat cards: six floats, each an independent card floor(f × 52) — an unlimited
 * shoe, so repeats are possible. Returned in generation order; the engine assigns them.
 */
export function baccaratCards(seeds: Seeds): Card[] {
  const stream = new FloatStream(seeds);
  const out: Card[] = [];
  for (let i = 0; i < 6; i++) out.push(Math.floor(stream.next() * 52));
  return out;
}
