import { sha256, sha256Into, toHex } from '../crypto/sha256.js';
import type { Seeds } from './rng.js';

/**
 * The hash chain of shared (live) rounds: the scheme Bustabit introduced and Stake, BC.Game and
 * Roobet use for their crash games, applied to card deals (issue 39; ARCHITECTURE "Live tables").
 *
 * The operator draws one random seed c₀ (64 hex characters) and hashes forward:
 * cᵢ₊₁ = SHA-256(cᵢ as hex text), as hex, up to cₙ. It publishes cₙ, the chain's terminating
 * hash, at a seeding event together with a salt it cannot choose (fixed and published before the
 * first round). Rounds then use the chain from its far end backwards: round k (1, 2, …, n) deals
 * from cₙ₋ₖ. A revealed round seed hashes once to the seed revealed one round before (round 1's to
 * cₙ), so anyone holding one revealed seed can check every round before it, and no seed can be
 * chosen after cₙ is published. A round's cards come from the solo games' own float stream with
 * the round seed as the server seed and the salt as the client seed (nonce 0): HMAC-SHA256(seed,
 * `${salt}:0:${i}`), mapped to cards exactly as the solo tables map theirs.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const HEX_DIGITS = encoder.encode('0123456789abcdef');
const HEX_SEED = /^[0-9a-f]{64}$/;

/** Whether a text is a chain seed: 64 lowercase hex characters. */
export function isChainSeed(text: string): boolean {
  return HEX_SEED.test(text);
}

/** The next link: SHA-256 of the seed's hex text, as lowercase hex. */
export function nextLink(seed: string): string {
  return toHex(sha256(encoder.encode(seed)));
}

/**
 * The link `steps` hashes after `seed`. Walks in bytes (the digest written back as hex text
 * in place), not through strings: a million links took 48-63 s through `nextLink` and 9.8-14.5 s
 * this way and 11.3-12.7 s through node:crypto's createHash (`npm run bench:hash`, one run, a
 * machine at load 20-30). Deep rounds and new chains walk millions.
 */
export function walkChain(seed: string, steps: number): string {
  if (!Number.isSafeInteger(steps) || steps < 0) {
    throw new RangeError(`steps must be a non-negative safe integer, got ${steps}`);
  }
  if (steps === 0) return seed;
  let text = encoder.encode(seed);
  let length = text.length;
  const digest = new Uint8Array(32);
  const hex = new Uint8Array(64);
  for (let i = 0; i < steps; i++) {
    sha256Into(text, length, digest);
    for (let j = 0; j < 32; j++) {
      const byte = digest[j] as number;
      hex[2 * j] = HEX_DIGITS[byte >>> 4] as number;
      hex[2 * j + 1] = HEX_DIGITS[byte & 15] as number;
    }
    text = hex;
    length = 64;
  }
  return decoder.decode(hex);
}

/**
 * What the dealer keeps of a chain of `length` round seeds: every `every`-th link from c₀ (so a
 * round's seed is at most `every - 1` hashes from a kept one) and the terminating hash cₙ. A
 * chain of ten million rounds kept every 1,000 links is 10,000 seeds instead of ten million.
 */
export interface ChainCheckpoints {
  readonly length: number;
  readonly every: number;
  /** c₀, c_every, c_2·every, … (all below `length`). Secret until their rounds are dealt. */
  readonly links: readonly string[];
  /** cₙ: published at the seeding event. */
  readonly terminatingHash: string;
}

export function chainCheckpoints(first: string, length: number, every: number): ChainCheckpoints {
  if (!isChainSeed(first))
    throw new RangeError('the first seed must be 64 lowercase hex characters');
  if (!Number.isSafeInteger(length) || length < 1)
    throw new RangeError('length must be at least 1');
  if (!Number.isSafeInteger(every) || every < 1) throw new RangeError('every must be at least 1');
  const links: string[] = [];
  let link = first;
  for (let at = 0; at < length; at += every) {
    links.push(link);
    link = walkChain(link, Math.min(every, length - at));
  }
  return { length, every, links, terminatingHash: link };
}

/** Round k's seed (k = 1 … length): cₙ₋ₖ, walked from the checkpoint at or below it. */
export function roundSeed(chain: ChainCheckpoints, round: number): string {
  if (!Number.isSafeInteger(round) || round < 1 || round > chain.length) {
    throw new RangeError(`round must be 1..${chain.length}, got ${round}`);
  }
  const index = chain.length - round;
  const kept = Math.floor(index / chain.every);
  const from = chain.links[kept];
  if (from === undefined) throw new Error('checkpoints do not cover the chain');
  return walkChain(from, index - kept * chain.every);
}

/** Whether a revealed seed is the one after `previous` in dealing order (it hashes to it). */
export function followsInChain(seed: string, previous: string): boolean {
  return isChainSeed(seed) && nextLink(seed) === previous.trim().toLowerCase();
}

/**
 * Whether `seed` is round `round`'s seed of the chain that ends in `terminatingHash`: `round`
 * hashes lead from it to the published hash. Costs `round` hashes, so a page checks a round
 * against the one before it and this only on request.
 */
export function belongsToChain(seed: string, round: number, terminatingHash: string): boolean {
  if (!isChainSeed(seed) || !Number.isSafeInteger(round) || round < 1) return false;
  return walkChain(seed, round) === terminatingHash.trim().toLowerCase();
}

/** The solo games' seeds for a live round: its chain seed, keyed with the published salt. */
export function liveRoundSeeds(seed: string, salt: string): Seeds {
  return { serverSeed: seed, clientSeed: salt, nonce: 0 };
}
