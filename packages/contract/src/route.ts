import type { Auth, Endpoint, Envelope } from './endpoint.js';

/**
 * What a client needs at run time to make a call: method, path, envelope. The endpoint's
 * schemas stay behind (the server validates), so a browser bundle carries no zod; the
 * endpoint's types ride along in the phantom `endpoint` field.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly envelope: Envelope;
  readonly auth: Auth;
  /** Never set: carries the endpoint's type for payload and result inference. */
  readonly endpoint?: E;
}

export type RoutesOf<T extends Record<string, Endpoint>> = { readonly [K in keyof T]: Route<T[K]> };
