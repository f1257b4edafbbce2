import { OPERATOR_ROLES, type OperatorRole } from '@cardroom/contract/console';
import type { Deps } from '../deps.js';
import {
  commandLine,
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperatorPassword,
  resetOperatorTotp,
} from '../modules/operators/index.js';
import { option } from './args.js';
import { type Out, refusalsExit } from './commands.js';

export const OPERATOR_USAGE = `Usage: npm run ops -- operator <command>

  operator create --login <login> --role owner|finance|support|marketing [--name <display name>]
                                        a console operator; prints the password, the TOTP
                                        secret and its otpauth:// address ONCE
  operator list                         every operator, role, disabled or not, last sign-in
  operator disable <login>              no more sign-ins; open sessions end at once
  operator enable <login>               signs in again (with the same password and secret)
  operator reset-totp <login>           a new TOTP secret (printed once); sessions end
  operator reset-password <login>       a new generated password (printed once); sessions end
`;

const isRole = (r: string | undefined): r is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(r ?? '');

/** `operator create|list|disable|enable|reset-totp|reset-password`, audited as `ops:<user>`. */
export async function runOperatorOps(deps: Deps, args: string[], out: Out): Promise<number> {
  const [, command, target] = args;
  const actor = commandLine();
  return refusalsExit(out, async () => {
    if (command === 'create') {
      const login = option(args, 'login');
      const role = option(args, 'role');
      if (!login || !isRole(role)) {
        out(OPERATOR_USAGE);
        return 2;
      }
      const made = await createOperator(
        deps,
        { login, role, displayName: option(args, 'name') ?? login },
        actor,
      );
      out(`operator ${made.operator.login} (${made.operator.role}) created`);
      out(`password:    ${made.password}`);
      out(`TOTP secret: ${made.totpSecret}`);
      out(`TOTP URL:    ${made.totpUrl}`);
      out('Shown once: add the secret to an authenticator app now. Sign in at /console.');
      return 0;
    }
    if (command === 'list') {
      const rows = await listOperators(deps);
      for (const o of rows) {
        out(
          [
            o.login,
            o.role,
            o.displayName,
            o.disabled ? 'DISABLED' : 'active',
            `last sign-in ${o.lastSignInAt?.toISOString() ?? 'never'}`,
          ].join('  '),
        );
      }
      out(`${rows.length} operators`);
      return 0;
    }
    if (command === 'disable' && target) {
      const o = await disableOperator(deps, target, actor);
      out(`operator ${o.login} disabled; their sessions ended`);
      return 0;
    }
    if (command === 'enable' && target) {
      const o = await enableOperator(deps, target, actor);
      out(`operator ${o.login} enabled`);
      return 0;
    }
    if (command === 'reset-password' && target) {
      const r = await resetOperatorPassword(deps, target, actor);
      out(`operator ${r.operator.login}: new password; their sessions ended`);
      out(`password:    ${r.password}`);
      return 0;
    }
    if (command === 'reset-totp' && target) {
      const r = await resetOperatorTotp(deps, target, actor);
      out(`operator ${r.operator.login}: new TOTP secret; their sessions ended`);
      out(`TOTP secret: ${r.totpSecret}`);
      out(`TOTP URL:    ${r.totpUrl}`);
      return 0;
    }
    out(OPERATOR_USAGE);
    return 2;
  });
}
