import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import type { KycProvider } from './provider.js';
import { kycStatusOf, submitKyc } from './service.js';
import { statementOf } from './statement.js';

/** The player's identity check and statement. */
export function registerKycRoutes(r: Router, deps: Deps, provider: KycProvider): void {
  r.handle(api.kycStatusGet, (_input, ctx) =>
    kycStatusOf(deps, provider, ctx.session.userId, ctx.locale),
  );
  r.handle(api.kycSubmit, async (input, ctx) => {
    await submitKyc(deps, provider, ctx.session.userId, input, ctx.ip);
    return kycStatusOf(deps, provider, ctx.session.userId, ctx.locale);
  });
  r.handle(api.accountStatement, (input, ctx) => statementOf(deps, ctx.session.userId, input));
}
