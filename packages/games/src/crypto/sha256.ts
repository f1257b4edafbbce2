// Pure-TypeScript SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104). The engines run in the
// browser for player-side verification too, where node:crypto is absent and WebCrypto is
// async; a synchronous implementation keeps deal() a pure, synchronous function everywhere.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

// Shared schedule scratch: the functions are synchronous, so one buffer per module is safe.
const W = new Int32Array(64);

/** Runs the compression function over one 64-byte block at `off`, updating `h` in place. */
function compress(h: Int32Array, block: Uint8Array, off: number): void {
  for (let i = 0; i < 16; i++) {
    const j = off + i * 4;
    W[i] =
      ((block[j] as number) << 24) |
      ((block[j + 1] as number) << 16) |
      ((block[j + 2] as number) << 8) |
      (block[j + 3] as number);
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15] as number;
    const w2 = W[i - 2] as number;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = ((W[i - 16] as number) + s0 + (W[i - 7] as number) + s1) | 0;
  }
  let a = h[0] as number;
  let b = h[1] as number;
  let c = h[2] as number;
  let d = h[3] as number;
  let e = h[4] as number;
  let f = h[5] as number;
  let g = h[6] as number;
  let hh = h[7] as number;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (hh + s1 + ((e & f) ^ (~e & g)) + (K[i] as number) + (W[i] as number)) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = ((h[0] as number) + a) | 0;
  h[1] = ((h[1] as number) + b) | 0;
  h[2] = ((h[2] as number) + c) | 0;
  h[3] = ((h[3] as number) + d) | 0;
  h[4] = ((h[4] as number) + e) | 0;
  h[5] = ((h[5] as number) + f) | 0;
  h[6] = ((h[6] as number) + g) | 0;
  h[7] = ((h[7] as number) + hh) | 0;
}

let tail = new Uint8Array(128);

/**
 * Hashes `data[0..len)` continuing from state `h`, which has already absorbed `prefixBytes`
 * bytes (HMAC resumes from a precomputed key block, so the length field must include it).
 */
function finish(h: Int32Array, data: Uint8Array, len: number, prefixBytes: number): void {
  let off = 0;
  for (; off + 64 <= len; off += 64) compress(h, data, off);
  const rest = len - off;
  const padded = rest < 56 ? 64 : 128;
  if (tail.length < padded) tail = new Uint8Array(128);
  tail.fill(0, 0, padded);
  tail.set(data.subarray(off, len), 0);
  tail[rest] = 0x80;
  const bits = (prefixBytes + len) * 8;
  const hi = Math.floor(bits / 0x100000000);
  for (let i = 0; i < 4; i++) {
    tail[padded - 1 - i] = (bits >>> (8 * i)) & 0xff;
    tail[padded - 5 - i] = (hi >>> (8 * i)) & 0xff;
  }
  compress(h, tail, 0);
  if (padded === 128) compress(h, tail, 64);
}

function writeDigest(h: Int32Array, out: Uint8Array): void {
  for (let i = 0; i < 8; i++) {
    const v = h[i] as number;
    out[i * 4] = v >>> 24;
    out[i * 4 + 1] = (v >>> 16) & 0xff;
    out[i * 4 + 2] = (v >>> 8) & 0xff;
    out[i * 4 + 3] = v & 0xff;
  }
}

export function sha256(data: Uint8Array): Uint8Array {
  const h = IV.slice();
  finish(h, data, data.length, 0);
  const out = new Uint8Array(32);
  writeDigest(h, out);
  return out;
}

const scratch = new Int32Array(8);

/**
 * SHA-256 of `data[0..length)` written into `out` (32 bytes), allocating nothing: a live
 * table's hash chain is walked millions of links at a time (fair/chain.ts).
 */
export function sha256Into(data: Uint8Array, length: number, out: Uint8Array): void {
  scratch.set(IV);
  finish(scratch, data, length, 0);
  writeDigest(scratch, out);
}

/** An HMAC-SHA256 bound to one key; `mac` writes the 32-byte tag of `message[0..length)`. */
export interface Hmac {
  mac(message: Uint8Array, length: number, out: Uint8Array): void;
}

export type HmacFactory = (key: Uint8Array) => Hmac;

/**
 * The key's inner and outer pad blocks are compressed once here, so each tag costs two
 * compressions for short messages instead of four — the dominant cost of a game round.
 */
export const hmacSha256: HmacFactory = (key) => {
  const k = key.length > 64 ? sha256(key) : key;
  const pad = new Uint8Array(64);
  const inner = IV.slice();
  const outer = IV.slice();
  for (let i = 0; i < 64; i++) pad[i] = (k[i] ?? 0) ^ 0x36;
  compress(inner, pad, 0);
  for (let i = 0; i < 64; i++) pad[i] = (k[i] ?? 0) ^ 0x5c;
  compress(outer, pad, 0);
  const h = new Int32Array(8);
  const innerDigest = new Uint8Array(32);
  return {
    mac(message, length, out) {
      h.set(inner);
      finish(h, message, length, 64);
      writeDigest(h, innerDigest);
      h.set(outer);
      finish(h, innerDigest, 32, 64);
      writeDigest(h, out);
    },
  };
};

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}
