import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: launch tokens and game session tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database read never yields a usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
