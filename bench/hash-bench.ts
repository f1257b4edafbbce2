/**
 * Why `packages/games/src/crypto/sha256.ts` is ours and not `@noble/hashes` (issue 36 asked
 * for the kept library): every round's deal is HMAC-SHA256 tags, on the server's hot path and in
 * the browser's verifier. This times, in one run, the same work three ways, under tsx as the
 * server runs:
 * - ours: the key's pads compressed once per round (`hmacSha256(key).mac`), two compressions a tag;
 * - @noble/hashes: `hmac.create(sha256, key)` once, then `clone().update().digestInto()` a tag
 *   (its cheapest reuse of a key), and the one-shot `hmac(sha256, key, msg)`;
 * - node:crypto `createHmac` (OpenSSL; server only, and the tests' reference).
 * Every way's tags are compared first, so a faster wrong answer cannot win.
 * Then a live table's hash chain walked LINKS links (default 1,000,000), ours against node:crypto.
 * Run: `npm run bench:hash` (TAGS=100000 by default).
 */
import { createHash, createHmac } from 'node:crypto';
import { hmacSha256, sha256 as oursSha256, toHex, walkChain } from '@cardroom/games';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

const TAGS = Number(process.env.TAGS ?? 100_000);
const key = new TextEncoder().encode('9f'.repeat(32));
const message = new TextEncoder().encode('client-seed-of-a-player:1234567:0');
const out = new Uint8Array(32);

const ours = hmacSha256(key);
const nobleKeyed = hmac.create(sha256, key);
ours.mac(message, message.length, out);
const expected = createHmac('sha256', key).update(message).digest('hex');
if (toHex(out) !== expected || toHex(nobleKeyed.clone().update(message).digest()) !== expected) {
  throw new Error('the implementations disagree');
}
if (toHex(oursSha256(message)) !== toHex(sha256(message))) throw new Error('sha256 disagrees');

const ways: Record<string, () => void> = {
  ours: () => ours.mac(message, message.length, out),
  'noble clone': () => nobleKeyed.clone().update(message).digestInto(out),
  'noble one-shot': () => {
    hmac(sha256, key, message);
  },
  'node:crypto': () => {
    createHmac('sha256', key).update(message).digest();
  },
};

function timeOf(run: () => void): number {
  const started = performance.now();
  for (let i = 0; i < TAGS; i++) run();
  return performance.now() - started;
}

for (let round = 1; round <= 3; round++) {
  const ms = Object.fromEntries(Object.entries(ways).map(([name, run]) => [name, timeOf(run)]));
  const base = ms.ours ?? 1;
  console.log(
    `round ${round}: ${TAGS} tags; ${Object.entries(ms)
      .map(([name, t]) => `${name} ${t.toFixed(0)} ms (${(t / base).toFixed(1)}x)`)
      .join(', ')}`,
  );
}

// A live table's hash chain (packages/games fair/chain.ts): LINKS links walked, ours in bytes
// against node:crypto's createHash on the hex text, after checking both reach the same link.
const LINKS = Number(process.env.LINKS ?? 1_000_000);
const viaNode = (seed: string, steps: number) => {
  let link = seed;
  for (let i = 0; i < steps; i++) link = createHash('sha256').update(link).digest('hex');
  return link;
};
const start = 'ab'.repeat(32);
if (walkChain(start, 1000) !== viaNode(start, 1000)) throw new Error('the chain walks disagree');
for (let round = 1; round <= 3; round++) {
  let t = performance.now();
  walkChain(start, LINKS);
  const oursMs = performance.now() - t;
  t = performance.now();
  viaNode(start, LINKS);
  const nodeMs = performance.now() - t;
  console.log(
    `round ${round}: ${LINKS} chain links; ours ${oursMs.toFixed(0)} ms, node:crypto ${nodeMs.toFixed(0)} ms (${(nodeMs / oursMs).toFixed(1)}x)`,
  );
}
