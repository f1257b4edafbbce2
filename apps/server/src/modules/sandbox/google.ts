import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { GOOGLE_ISSUERS } from '../auth/index.js';
import type { SandboxGoogle } from './types.js';

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
