import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The operator's second factor and the secrets around the console session. TOTP follows
 * RFC 6238 (SHA-1, 6 digits, 30 s, what every authenticator app reads) through `otpauth`;
 * the secret is stored encrypted with AES-256-GCM under a key derived from APP_SECRET
 * (HKDF-SHA256), so the table alone does not reveal the codes.
 */
const PERIOD_SECONDS = 30;

function totpKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'cardroom', 'operator-totp-secret', 32));
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function encryptTotpSecret(appSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', totpKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptTotpSecret(appSecret: string, stored: string): string {
  const raw = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', totpKey(appSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

function totpOf(base32: string, login = '', issuer = 'Cardroom'): TOTP {
  return new TOTP({
    issuer,
    label: login,
    secret: Secret.fromBase32(base32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** The `otpauth://` address an authenticator app scans or pastes. */
export function totpUrl(base32: string, login: string, issuer: string): string {
  return totpOf(base32, login, issuer).toString();
}

/**
 * The time step the code belongs to, within one step either side of now (clock drift), or
 * null. The caller reserves the step so the code cannot be used twice.
 */
export function totpStep(base32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(base32).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** The code for a moment (tests and the e2e set-up compute what an authenticator shows). */
export function totpCode(base32: string, at: Date): string {
  return totpOf(base32).generate({ timestamp: at.getTime() });
}

/** The CSRF token of a session: bound to its cookie token, so nothing more is stored. */
export function csrfTokenFor(appSecret: string, sessionToken: string): string {
  return createHmac('sha256', appSecret).update(`console-csrf:${sessionToken}`).digest('base64url');
}
