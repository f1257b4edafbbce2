import { type Endpoint, State } from '@cardroom/contract';
import type { Tx } from '../db/client.js';
import { type Answer, type AroundHandler, payloadOf } from './pipeline.js';

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
export type StoredAnswer = Answer;

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

/** How a router's callers and contexts meet the keys. */
export interface RequestKeyStepOptions<Caller, Ctx> {
  /**
   * Whose key space the call uses: the caller's id, or null when the call is not keyed (no
   * signed-in caller). Ids are scoped per owner, so one caller cannot reach another's answers.
   */
  owner(caller: Caller): number | null;
  /** The handler's context with the key's handle in it. */
  withKey(ctx: Ctx, key: RequestKeyCtx): Ctx;
}

/**
 * The client idempotency keys as the pipeline's step around the handler (pipeline.ts): an
 * `idempotent` endpoint called with a `requestId` by an owner reserves the key, runs once and
 * stores its answer; a repeat gets that answer. Any router whose callers have an id can use it.
 */
export function requestKeyStep<E extends Endpoint, Caller, Ctx>(
  store: RequestKeyStore,
  opts: RequestKeyStepOptions<Caller, Ctx>,
): AroundHandler<E, Caller, Ctx> {
  return async ({ endpoint, input, caller, ctx, run, refuse }) => {
    const requestId = (input as { requestId?: string }).requestId;
    const userId = opts.owner(caller);
    if (!endpoint.idempotent || userId === null || requestId === undefined) return run(ctx);
    // The call and its own fields (the common ones and the key itself left out), in the
    // contract's field order: the same intent sent again gives the same text.
    const { requestId: _key, ...fields } = payloadOf(endpoint, input) as Record<string, unknown>;
    const outcome = await store.begin({
      userId,
      requestId,
      path: endpoint.path,
      body: JSON.stringify(fields),
    });
    if (outcome.kind === 'replay') return outcome.answer;
    if (outcome.kind === 'mismatch') return refuse(State.badRequest, 'requestIdReused');
    if (outcome.kind === 'busy') return refuse(State.requestInProgress, 'requestInProgress');
    if (outcome.kind === 'lost') return refuse(State.conflict, 'requestAnswerLost');

    // This request holds the key: run once, store the answer; a fault before any commit gives
    // the key back, so a retry runs again.
    const { held } = outcome;
    const answer = await run(opts.withKey(ctx, requestKeyCtx(store, held)));
    if (answer.fault?.err instanceof RequestKeySuperseded) {
      // A later attempt took the key over (this one outlived its lease): it answers, not us.
      return refuse(State.requestInProgress, 'requestInProgress');
    }
    if (!answer.fault || !(await store.release(held))) {
      // A refusal, a success, or a fault after the work committed: the first answer is final.
      await store.finish(held, { status: answer.status, body: answer.body });
    }
    return answer;
  };
}
