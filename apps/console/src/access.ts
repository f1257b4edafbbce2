import type { ConsoleAccess, OperatorRole } from '@cardroom/contract/console';
import { currentSession } from './session';

/**
 * The console's one role check. Every endpoint in the contract names the roles the server lets
 * call it (`access`); a page shows a button, or a menu entry, only to the roles its endpoint
 * allows, so the console never offers what the server would refuse.
 */
export const rolesOf = (endpoint: { access: ConsoleAccess }): readonly OperatorRole[] =>
  endpoint.access === 'signedOut' ? [] : endpoint.access;

/** Whether `role` may call `endpoint` (no role, no session: never). */
export const allows = (endpoint: { access: ConsoleAccess }, role: OperatorRole | undefined) =>
  role !== undefined && rolesOf(endpoint).includes(role);

/** Whether the signed-in operator may call `endpoint`. */
export const mayCall = (endpoint: { access: ConsoleAccess }) =>
  allows(endpoint, currentSession()?.operator.role);
