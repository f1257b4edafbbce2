import { defineModule } from '../module.js';
import { registerOperatorConsoleRoutes } from './routes.js';
import { consoleSessionSetting } from './settings.js';

/**
 * Back-office operators: accounts (argon2id + TOTP), console sessions, the audit log, and
 * the console's own calls (sign-in, sign-out, audit log). Other modules add their console
 * pages' calls in their own `consoleRoutes`; the ConsoleRouter checks session, CSRF and
 * role for all of them.
 */
export const operatorsModule = defineModule({
  name: 'operators',
  settings: [consoleSessionSetting],
  consoleRoutes: (consoleRouter, deps) => registerOperatorConsoleRoutes(consoleRouter, deps),
});

export {
  type ChangedBy,
  commandLine,
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperatorPassword,
  resetOperatorTotp,
} from './accounts.js';
export { writeAudit } from './audit.js';
export { auditLog, operators } from './schema.js';
