import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Hmac, hmacSha256 } from '../crypto/sha256.js';
import { FloatStream, generateFloats } from './rng.js';

/** Stake's published byte-to-float steps, written independently on node:crypto. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round++) {
    bytes.push(
      ...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest(),
    );
  }
  const floats: number[] = [];
  for (let i = 0; i < count; i++) {
    const chunk = bytes.slice(i * 4, i * 4 + 4);
    floats.push(chunk.reduce((sum, b, j) => sum + b / 256 ** (j + 1), 0));
  }
  return floats;
}

describe('FloatStream', () => {
  it('matches Stake’s scheme computed with node:crypto, across HMAC rounds', () => {
    const seeds = { serverSeed: 'cardroom-golden', clientSeed: 'player-1', nonce: 42 };
    expect(generateFloats(seeds, 60)).toEqual(
      referenceFloats('cardroom-golden', 'player-1', 42, 60),
    );
  });

  it('reproduces a public third-party Stake verifier’s float vector', () => {
    // lucasholder/fair src/rng.rs: "some server seed" / "some client seed" / nonce 1.
    const seeds = { serverSeed: 'some server seed', clientSeed: 'some client seed', nonce: 1 };
    expect(generateFloats(seeds, 10)).toEqual([
      0.5919261889066547, 0.81884371698834, 0.17176169087179005, 0.277875404804945,
      0.5454130100551993, 0.913538561668247, 0.732050604885444, 0.34164569014683366,
      0.7736547295935452, 0.5108428790699691,
    ]);
    const tiny = {
      serverSeed: 'e8df2cc3b9ccb583ce5ea92336842387',
      clientSeed: '83e27f682128eb1852b048203dfd6931',
      nonce: 1942124,
    };
    expect(generateFloats(tiny, 1)).toEqual([0.00000025122426450252533]);
  });

  it('keys HMAC with the server seed text, not its hex-decoded bytes', () => {
    const seed = 'ab'.repeat(32);
    const [f] = generateFloats({ serverSeed: seed, clientSeed: 'c', nonce: 0 }, 1);
    const text = createHmac('sha256', seed).update('c:0:0').digest();
    expect(f).toBe(text.readUInt32BE(0) / 2 ** 32);
    const decoded = createHmac('sha256', Buffer.from(seed, 'hex')).update('c:0:0').digest();
    expect(f).not.toBe(decoded.readUInt32BE(0) / 2 ** 32);
  });

  it('gives the same floats when one stream is reset across seeds as fresh streams do', () => {
    const stream = new FloatStream();
    const cases = [
      { serverSeed: 'a', clientSeed: 'x', nonce: 0 },
      { serverSeed: 'a', clientSeed: 'x', nonce: 1234567890123 },
      { serverSeed: 'b', clientSeed: 'longer client seed ✓ unicode', nonce: 9 },
      { serverSeed: 'b', clientSeed: 'y', nonce: 10 },
    ];
    for (const seeds of cases) {
      stream.reset(seeds);
      const got = Array.from({ length: 20 }, () => stream.next());
      expect(got).toEqual(referenceFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 20));
    }
  });

  it('accepts any HMAC implementation behind the interface', () => {
    const viaNode = (key: Uint8Array): Hmac => ({
      mac(message, length, out) {
        out.set(createHmac('sha256', key).update(message.subarray(0, length)).digest());
      },
    });
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 3 };
    const a = new FloatStream(seeds, viaNode);
    const b = new FloatStream(seeds, hmacSha256);
    for (let i = 0; i < 20; i++) expect(a.next()).toBe(b.next());
  });

  it('rejects nonces that are not non-negative safe integers', () => {
    for (const nonce of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => new FloatStream({ serverSeed: 's', clientSeed: 'c', nonce })).toThrow(
        RangeError,
      );
    }
  });
});
