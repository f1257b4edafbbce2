import type { Tx } from '../db/client.js';

/**
 * Client idempotency keys (docs/ARCHITECTURE.md "Client idempotency keys"): what the router
 * needs from the store of `(player, requestId)` rows. The store lives in modules/requests (it
 * owns the table); the composition root hands it to the router, so http/ imports no feature.
 */

/** One reserved key: `attempt` fences a takeover (a second holder after the lease ran out). */
export interface HeldKey {
  readonly userId: number;
  readonly requestId: string;
  readonly attempt: number;
}

/** What the router sent for a keyed request, replayed byte for byte to a repeat. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type KeyOutcome =
  /** This request holds the key: run the handler. */
  | { kind: 'run'; held: HeldKey }
  /** An earlier request with this id finished: its answer. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** The id was used with another call or another body. */
  | { kind: 'mismatch' }
  /** An earlier request with this id is still running after the wait. */
  | { kind: 'busy' }
  /** The earlier request's effect committed but its answer was never stored (a crash). */
  | { kind: 'lost' };

export interface RequestKeyStore {
  /**
   * Reserves the key, or finds it taken and waits (a bounded while) for the holder's answer.
   * `body` is the call and its fields in a stable order; the store keeps only a keyed hash.
   */
  begin(key: {
    userId: number;
    requestId: string;
    path: string;
    body: string;
  }): Promise<KeyOutcome>;
  /**
   * Inside the handler's own transaction: marks the key as spent with that transaction, so a
   * crash before the answer is stored can never let a retry do the work again. False when a
   * takeover holds the key now (the caller must roll back).
   */
  bind(tx: Tx, held: HeldKey): Promise<boolean>;
  /** Stores the answer of a finished request (no-op for a holder that was taken over). */
  finish(held: HeldKey, answer: StoredAnswer): Promise<void>;
  /**
   * Gives the key back after a fault, when nothing was bound: a retry runs again. Answers
   * false when the key was bound (the work committed), so the fault must be stored instead.
   */
  release(held: HeldKey): Promise<boolean>;
}

/** Thrown inside a handler's transaction when a takeover holds the key: rolls it back. */
export class RequestKeySuperseded extends Error {
  constructor() {
    super('request key taken over by a later attempt');
    this.name = 'RequestKeySuperseded';
  }
}

/**
 * What a keyed handler sees in its context. Services that create an order in one transaction
 * call `bind(tx)` inside it (deposits, withdrawals); a handler without one leaves it alone and
 * relies on its own once-only rule for the crash window (ARCHITECTURE lists which).
 */
export interface RequestKeyCtx {
  bind(tx: Tx): Promise<void>;
}

/** A handle for one request: `bind` fences against a takeover. */
export function requestKeyCtx(store: RequestKeyStore, held: HeldKey): RequestKeyCtx {
  return {
    bind: async (tx) => {
      if (!(await store.bind(tx, held))) throw new RequestKeySuperseded();
    },
  };
}
