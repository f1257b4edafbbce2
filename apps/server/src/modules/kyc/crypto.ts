import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Identity document numbers at rest: AES-256-GCM under a key derived from APP_SECRET with
 * HKDF-SHA256 (the same construction as the operators' TOTP secrets, with its own label), a
 * fresh 12-byte IV each time, and the player's id as associated data so a cipher text copied
 * to another player's row does not decrypt.
 */
function documentKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'cardroom', 'kyc-document-number', 32));
}

export function encryptDocument(appSecret: string, userId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', documentKey(appSecret), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptDocument(appSecret: string, userId: number, stored: string): string {
  const raw = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', documentKey(appSecret), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
