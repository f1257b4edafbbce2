import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import * as auth from './service.js';

export function registerAuthRoutes(r: Router, deps: Deps): void {
  r.handle(api.ssoGuest, (input, ctx) => auth.guestLogin(deps, input, ctx));
  r.handle(api.smsSend, (input, ctx) => auth.requestOtp(deps, input, ctx));
  r.handle(api.ssoLoginV2, (input, ctx) => auth.otpLogin(deps, input, ctx));
  r.handle(api.ssoRegister, (input, ctx) => auth.register(deps, input, ctx));
  r.handle(api.ssoOneClickRegister, (input, ctx) => auth.oneClickRegister(deps, input, ctx));
  r.handle(api.ssoLogin, (input, ctx) => auth.phonePasswordLogin(deps, input, ctx));
  r.handle(api.ssoIdLogin, (input, ctx) => auth.idPasswordLogin(deps, input, ctx));
  r.handle(api.ssoModify, (input, ctx) => auth.modifyPassword(deps, input, ctx));
  r.handle(api.ssoGoogleLogin, (input, ctx) => auth.googleLogin(deps, input, ctx));
  r.handle(api.ssoLogout, async (_input, ctx) => {
    await auth.logout(deps, ctx.session);
    return {};
  });
  r.handle(api.threeLoginChannel, async () => [
    {
      channel: 'google' as const,
      enabled: deps.google.enabled,
      clientId: deps.config.google.clientId,
      sandbox: deps.sandboxGoogle !== null && !deps.config.google.jwksUrl,
    },
  ]);
}
