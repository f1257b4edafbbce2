import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/registry.js';
import {
  belongsToChain,
  chainCheckpoints,
  followsInChain,
  isChainSeed,
  liveRoundSeeds,
  nextLink,
  roundSeed,
  walkChain,
} from './chain.js';
import { FloatStream } from './rng.js';

const FIRST = '3f9a6c0e51d2b7a48e1f0c93d6b25a7e4c8f1d0b9a2e6c5f7d3b1a09e8c4f2d6';
const opensslLink = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** The whole chain c₀ … cₙ, the slow way, with OpenSSL's SHA-256. */
function wholeChain(first: string, length: number): string[] {
  const links = [first];
  for (let i = 0; i < length; i++) links.push(opensslLink(links[i] as string));
  return links;
}

describe('live round hash chain', () => {
  it('links are SHA-256 of the previous link’s hex text, as OpenSSL computes it', () => {
    expect(nextLink(FIRST)).toBe(opensslLink(FIRST));
    expect(walkChain(FIRST, 3)).toBe(wholeChain(FIRST, 3)[3]);
    expect(walkChain(FIRST, 0)).toBe(FIRST);
    expect(() => walkChain(FIRST, -1)).toThrow(RangeError);
  });

  it('deals rounds from the far end backwards, each seed hashing to the one before it', () => {
    const length = 23;
    const all = wholeChain(FIRST, length);
    for (const every of [1, 4, 7, 23, 50]) {
      const chain = chainCheckpoints(FIRST, length, every);
      expect(chain.terminatingHash).toBe(all[length]);
      expect(chain.links.length).toBe(Math.ceil(length / every));
      let previous = chain.terminatingHash;
      for (let round = 1; round <= length; round++) {
        const seed = roundSeed(chain, round);
        expect(seed).toBe(all[length - round]);
        expect(followsInChain(seed, previous)).toBe(true);
        expect(belongsToChain(seed, round, chain.terminatingHash)).toBe(true);
        previous = seed;
      }
      expect(() => roundSeed(chain, 0)).toThrow(RangeError);
      expect(() => roundSeed(chain, length + 1)).toThrow(RangeError);
    }
  });

  it('refuses a seed that is not the chain’s: another seed, the wrong round, a bad text', () => {
    const chain = chainCheckpoints(FIRST, 10, 3);
    const round4 = roundSeed(chain, 4);
    expect(belongsToChain(round4, 3, chain.terminatingHash)).toBe(false);
    expect(belongsToChain(round4, 5, chain.terminatingHash)).toBe(false);
    const forged = `${round4.slice(0, 63)}${round4.endsWith('0') ? '1' : '0'}`;
    expect(belongsToChain(forged, 4, chain.terminatingHash)).toBe(false);
    expect(followsInChain(forged, roundSeed(chain, 3))).toBe(false);
    // A seed shown one round later does not follow the round it came after in the wrong order.
    expect(followsInChain(roundSeed(chain, 3), round4)).toBe(false);
    expect(belongsToChain(round4.toUpperCase(), 4, chain.terminatingHash)).toBe(false);
    expect(isChainSeed(round4)).toBe(true);
    expect(isChainSeed('xyz')).toBe(false);
    expect(() => chainCheckpoints('not hex', 10, 3)).toThrow(RangeError);
    expect(() => chainCheckpoints(FIRST, 0, 3)).toThrow(RangeError);
  });

  it('a round deals from HMAC-SHA256(seed, salt) exactly as a solo table deals', () => {
    const seed = roundSeed(chainCheckpoints(FIRST, 5, 2), 1);
    const salt = '0000000000000000000301e2801a9a9e6e3c3a9b5f1c8d7e2a4b6c8d0e1f2a3b';
    // The first float is the first four bytes of HMAC(seed, `${salt}:0:0`) over 2³².
    const tag = createHmac('sha256', seed).update(`${salt}:0:0`).digest();
    expect(new FloatStream(liveRoundSeeds(seed, salt)).next()).toBe(tag.readUInt32BE(0) / 2 ** 32);
    const live = GAMES['dragon-tiger'].deal(liveRoundSeeds(seed, salt));
    const solo = GAMES['dragon-tiger'].deal({ serverSeed: seed, clientSeed: salt, nonce: 0 });
    expect(live).toEqual(solo);
    // Another salt deals another round from the same seed.
    const other = GAMES.baccarat.deal(liveRoundSeeds(seed, `${salt}x`));
    expect(other.cards).not.toEqual(GAMES.baccarat.deal(liveRoundSeeds(seed, salt)).cards);
  });
});
