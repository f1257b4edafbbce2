import { z } from 'zod';
import { commonFields } from './common.js';
import { codeEnvelope, stateEnvelope } from './envelope.js';

export type Envelope = 'state' | 'code' | 'raw';
export type Auth = 'none' | 'optional' | 'required';

export interface EndpointDef<P extends z.ZodRawShape, R extends z.ZodType, A extends Auth = Auth> {
  method: 'GET' | 'POST';
  path: string;
  envelope: Envelope;
  auth: A;
  summary: string;
  tag: string;
  /** The largest body this call accepts, in bytes, when above the server's default (64 KiB). */
  bodyLimit?: number;
  /**
   * A call that moves or could move real money (deposit, withdrawal, bank account, gift code,
   * transfer): the play-money edition refuses it in the router, before any handler runs.
   */
  money?: true;
  /**
   * A player write that must happen once per intent (an order, a claim): the payload carries an
   * optional client-generated `requestId` (spread `requestKeyFields`), and the router answers a
   * repeated id with the first answer (docs/ARCHITECTURE.md "Client idempotency keys").
   */
  idempotent?: true;
  /** The call's own fields; the common fields are added by `defineEndpoint`. */
  payload: P;
  /** What goes in `resultData` (state envelope), `data` (code envelope) or the whole body (raw). */
  result: R;
}

export interface Endpoint<
  P extends z.ZodRawShape = z.ZodRawShape,
  R extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
> extends EndpointDef<P, R, A> {
  /** Common fields plus the payload, strict: unknown fields are refused. */
  request: z.ZodObject<typeof commonFields & P, z.core.$strict>;
  response: z.ZodType;
}

/** A client-generated id of one player intent: a UUID, kept across retries of that intent. */
export const requestIdField = z.uuid({ error: 'requestIdInvalid' });

/**
 * Spread into the payload of an `idempotent` endpoint. Optional: clients built before the key
 * existed still work, without the protection (docs/ARCHITECTURE.md "Client idempotency keys").
 */
export const requestKeyFields = { requestId: requestIdField.optional() };

export function defineEndpoint<P extends z.ZodRawShape, R extends z.ZodType, const A extends Auth>(
  def: EndpointDef<P, R, A>,
): Endpoint<P, R, A> {
  // A flag without the field would refuse every keyed call as an unknown field.
  if (def.idempotent && !('requestId' in def.payload)) {
    throw new Error(`${def.path}: an idempotent endpoint takes requestKeyFields`);
  }
  if (def.idempotent && def.auth !== 'required') {
    throw new Error(`${def.path}: request keys are scoped per player, so the call needs a session`);
  }
  const request = z.object({ ...commonFields, ...def.payload }).strict();
  const response =
    def.envelope === 'state'
      ? stateEnvelope(def.result)
      : def.envelope === 'code'
        ? codeEnvelope(def.result)
        : def.result;
  return { ...def, request, response };
}

/** The payload a caller sends (without the common fields the wrapper adds). */
export type PayloadOf<E extends Endpoint> = z.input<z.ZodObject<E['payload']>>;
/** The parsed request the server sees. */
export type RequestOf<E extends Endpoint> = z.output<E['request']>;
/** The successful result: `resultData`, `data` or the raw body. */
export type ResultOf<E extends Endpoint> = z.output<E['result']>;
