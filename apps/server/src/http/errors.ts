import { type MessageKey, State, type StateCode } from '@cardroom/contract';

/**
 * A refusal the player should read. Services throw it; the route layer turns it into the
 * envelope with the message in the request's language. Anything else thrown is a fault
 * ("system" message, logged with the request id).
 */
export class AppError extends Error {
  constructor(
    readonly state: StateCode,
    readonly key: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/**
 * An operator action that does not apply (wrong order, wrong status). The ops commands print
 * it and exit 1; the sandbox operator endpoint answers 409.
 */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(State.badRequest, key, params);
export const unauthorized = () => new AppError(State.unauthorized, 'pleaseLogin');
export const forbidden = (key: MessageKey) => new AppError(State.forbidden, key);
export const notFound = (key: MessageKey = 'notFound', params?: Record<string, string | number>) =>
  new AppError(State.notFound, key, params);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(State.conflict, key, params);
export const tooMany = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(State.tooManyRequests, key, params);
