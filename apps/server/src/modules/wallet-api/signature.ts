import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying hex HMAC-SHA256 of the exact request body bytes. */
export const SIGNATURE_HEADER = 'x-signature';

/**
 * Each provider gets its own key, derived from APP_SECRET, so keys can be handed out per
 * aggregator without a key table and a leaked key speaks for one provider only.
 */
export function providerKey(appSecret: string, provider: string): string {
  return createHmac('sha256', appSecret).update(`wallet-api:${provider}`).digest('hex');
}

export function sign(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

export function verify(key: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(key, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
