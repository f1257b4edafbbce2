import { randomInt } from 'node:crypto';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A player's invite code: 7 characters with no look-alikes (0/O, 1/I). */
export function newInviteCode(): string {
  let out = '';
  for (let i = 0; i < 7; i++) out += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return out;
}

/** Public 8-digit user id (uid), never starting with 0. */
export function newUid(): string {
  return String(randomInt(10_000_000, 100_000_000));
}
