import type { z } from 'zod';
import { type Auth, defineEndpoint, type Endpoint, type EndpointDef } from './endpoint.js';

/** The operator roles (docs/architecture/console.md, "Operator console", has the matrix). */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'marketing'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Who may call a console endpoint: the roles allowed, or `signedOut` for the one call made
 * before there is a session (sign-in). Owner is not implied: every list names it, so the
 * matrix reads from the endpoint alone.
 */
export type ConsoleAccess = readonly [OperatorRole, ...OperatorRole[]] | 'signedOut';

export interface ConsoleEndpoint<
  P extends z.ZodRawShape = z.ZodRawShape,
  R extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
> extends Endpoint<P, R, A> {
  readonly access: ConsoleAccess;
}

/**
 * A back-office call under `/console/api/`. Like `defineEndpoint`, plus the roles that may
 * call it; the server's ConsoleRouter checks session, role and (for POST) the CSRF header
 * before any handler runs, and refuses to register an endpoint without roles.
 */
export function defineConsoleEndpoint<
  P extends z.ZodRawShape,
  R extends z.ZodType,
  const A extends Auth,
>(def: EndpointDef<P, R, A> & { access: ConsoleAccess }): ConsoleEndpoint<P, R, A> {
  if (!def.path.startsWith('/console/api/')) {
    throw new Error(`console endpoint outside /console/api/: ${def.path}`);
  }
  const access = def.access;
  if (access !== 'signedOut' && access.length === 0) {
    throw new Error(`console endpoint without roles: ${def.path}`);
  }
  return { ...defineEndpoint(def), access };
}
