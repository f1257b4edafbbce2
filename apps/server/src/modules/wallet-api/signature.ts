import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying hex HMAC-SHA256 of the exact request body bytes. */
export const SIGNATURE_HEADER = 'x-signature';

/**
 * Outside production a provider without a configured key gets one derived from APP_SECRET, so
 * a sandbox needs no key table and a leaked key speaks for one provider only.
 */
export function providerKey(appSecret: string, provider: string): string {
  return createHmac('sha256', appSecret).update(`wallet-api:${provider}`).digest('hex');
}

/**
 * The key a provider signs with: the configured one (WALLET_API_KEYS); outside production,
 * failing that, the derived one. Production derives nothing: a development or leaked
 * APP_SECRET must not be enough to sign wallet calls, and an unlisted provider has no key.
 */
export function walletKeyOf(
  config: { production: boolean; appSecret: string; walletApiKeys: ReadonlyMap<string, string> },
  provider: string,
): string | null {
  const configured = config.walletApiKeys.get(provider);
  if (configured) return configured;
  return config.production ? null : providerKey(config.appSecret, provider);
}

export function sign(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

export function verify(key: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(key, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
