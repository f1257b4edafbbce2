import type { JSONWebKeySet } from 'jose';

/**
 * A stand-in for Google's sign-in in sandbox mode: a key pair made at start-up, its public
 * key set, and a way to mint ID tokens shaped like Google's. The verifier treats these
 * exactly like real ones.
 */
export interface SandboxGoogle {
  jwks: JSONWebKeySet;
  mint(claims: { email: string; name?: string | undefined }): Promise<string>;
}
