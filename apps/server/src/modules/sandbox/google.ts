import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import { GOOGLE_ISSUERS } from '../auth/google.js';

/**
 * A stand-in for Google's sign-in in sandbox mode: a key pair made at start-up, its public
 * key set, and a way to mint ID tokens shaped like Google's. The verifier treats these
 * exactly like real ones.
 */
export interface SandboxGoogle {
  jwks: JSONWebKeySet;
  mint(claims: { email: string; name?: string | undefined }): Promise<string>;
}

export async function createSandboxGoogle(clientId: string): Promise<SandboxGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    mint: ({ email, name }) =>
      new SignJWT({
        email,
        email_verified: true,
        name: name ?? email.split('@')[0] ?? '',
        picture: '',
      })
        .setProtectedHeader({ alg: 'ES256', kid })
        // A stable subject per email, as Google keeps one per account.
        .setSubject(`sandbox-${Buffer.from(email.toLowerCase()).toString('hex').slice(0, 40)}`)
        .setIssuer(GOOGLE_ISSUERS[0] ?? 'https://accounts.google.com')
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
  };
}
