import { sha256, toHex } from '../crypto/sha256.js';

const encoder = new TextEncoder();

/** The commitment published before play: SHA-256 of the seed's text, as lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(encoder.encode(serverSeed)));
}

/**
 * 32 random bytes as 64 hex characters. The byte source is injected because Node
 * (crypto.randomBytes) and the browser (crypto.getRandomValues) expose it differently.
 */
export function newServerSeed(randomBytes: (length: number) => Uint8Array): string {
  const bytes = randomBytes(32);
  if (bytes.length !== 32) throw new Error('random source returned the wrong number of bytes');
  return toHex(bytes);
}

/** Whether a revealed seed matches the hash shown before play (hex case ignored). */
export function verifyCommitment(serverSeed: string, hash: string): boolean {
  return hashServerSeed(serverSeed) === hash.trim().toLowerCase();
}
