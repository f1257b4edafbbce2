import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export interface GoogleVerifier {
  readonly enabled: boolean;
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies Google ID tokens: signature against the key set, issuer, audience (our client
 * id) and expiry. Production points `jwksUrl` at Google's published keys; the sandbox
 * uses its own locally generated key set.
 */
export function createGoogleVerifier(opts: {
  clientId: string;
  jwksUrl?: string | undefined;
  localJwks?: Parameters<typeof createLocalJWKSet>[0] | undefined;
}): GoogleVerifier {
  let keys: JWTVerifyGetKey | null = null;
  if (opts.jwksUrl) keys = createRemoteJWKSet(new URL(opts.jwksUrl));
  else if (opts.localJwks) keys = createLocalJWKSet(opts.localJwks);
  const getKeys = keys;
  return {
    enabled: getKeys !== null,
    async verify(idToken) {
      if (!getKeys) return null;
      try {
        const { payload } = await jwtVerify(idToken, getKeys, {
          issuer: GOOGLE_ISSUERS,
          audience: opts.clientId,
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return null;
        // An unverified address must not be trusted as the person's own.
        if (payload.email && payload.email_verified === false) return null;
        return {
          sub: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : '',
          name: typeof payload.name === 'string' ? payload.name : '',
          picture: typeof payload.picture === 'string' ? payload.picture : '',
        };
      } catch {
        return null;
      }
    },
  };
}
