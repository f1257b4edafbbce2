import { type Hmac, type HmacFactory, hmacSha256 } from '../crypto/sha256.js';

/** The three inputs of one provably fair round, exactly as Stake names them. */
export interface Seeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

const encoder = new TextEncoder();

/** Writes the decimal digits of a non-negative safe integer at `at`; returns the end. */
function writeDigits(buf: Uint8Array, at: number, value: number): number {
  if (value < 10) {
    buf[at] = 0x30 + value;
    return at + 1;
  }
  let digits = 0;
  for (let v = value; v >= 1; v = Math.floor(v / 10)) digits++;
  let v = value;
  for (let i = at + digits - 1; i >= at; i--) {
    buf[i] = 0x30 + (v % 10);
    v = Math.floor(v / 10);
  }
  return at + digits;
}

/**
 * Stake's float stream: HMAC-SHA256(key = serverSeed as UTF-8 text, message =
 * `${clientSeed}:${nonce}:${round}`) for round = 0, 1, 2, …; each 32-byte tag yields eight
 * floats of four bytes, f = b0/256 + b1/256² + b2/256³ + b3/256⁴.
 *
 * One instance is reused across rounds (`reset`) so a simulation of millions of rounds does
 * not allocate per round, and the keyed HMAC state survives while the server seed is unchanged.
 */
export class FloatStream {
  private readonly factory: HmacFactory;
  private hmac: Hmac | undefined;
  private key = '';
  private clientSeed = '';
  private clientBytes = new Uint8Array(0);
  private prefixLength = 0;
  private message = new Uint8Array(64);
  private readonly block = new Uint8Array(32);
  private round = 0;
  private offset = 32;

  constructor(seeds?: Seeds, factory: HmacFactory = hmacSha256) {
    this.factory = factory;
    if (seeds) this.reset(seeds);
  }

  reset(seeds: Seeds): this {
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
      throw new RangeError(`nonce must be a non-negative safe integer, got ${seeds.nonce}`);
    }
    if (this.hmac === undefined || seeds.serverSeed !== this.key) {
      this.key = seeds.serverSeed;
      this.hmac = this.factory(encoder.encode(seeds.serverSeed));
    }
    if (seeds.clientSeed !== this.clientSeed || this.prefixLength === 0) {
      this.clientSeed = seeds.clientSeed;
      this.clientBytes = encoder.encode(seeds.clientSeed);
      // Room for ":" + a 16-digit nonce + ":" + the round counter.
      this.message = new Uint8Array(this.clientBytes.length + 40);
      this.message.set(this.clientBytes);
    }
    // Consecutive rounds differ only in the nonce; its ASCII digits are written in place.
    let len = this.clientBytes.length;
    this.message[len++] = 0x3a;
    len = writeDigits(this.message, len, seeds.nonce);
    this.message[len++] = 0x3a;
    this.prefixLength = len;
    this.round = 0;
    this.offset = 32;
    return this;
  }

  private refill(): void {
    const hmac = this.hmac;
    if (hmac === undefined) throw new Error('FloatStream used before reset(seeds)');
    // The round counter is ASCII digits, so it is written in place rather than re-encoded.
    const len = writeDigits(this.message, this.prefixLength, this.round);
    hmac.mac(this.message, len, this.block);
    this.round++;
    this.offset = 0;
  }

  /** The next float in [0, 1); it is exactly u32 / 2³², the same double Stake's sum gives. */
  next(): number {
    if (this.offset === 32) this.refill();
    const b = this.block;
    const o = this.offset;
    this.offset = o + 4;
    const u =
      (b[o] as number) * 0x1000000 +
      (((b[o + 1] as number) << 16) | ((b[o + 2] as number) << 8) | (b[o + 3] as number));
    return u / 0x100000000;
  }
}

export function generateFloats(seeds: Seeds, count: number): number[] {
  const stream = new FloatStream(seeds);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(stream.next());
  return out;
}
