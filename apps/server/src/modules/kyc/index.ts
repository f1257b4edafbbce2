import { defineModule } from '../module.js';
import { registerKycConsoleRoutes } from './console-routes.js';
import { type KycProvider, ManualReviewProvider, SandboxKycProvider } from './provider.js';
import { registerKycRoutes } from './routes.js';
import { kycSetting } from './settings.js';

/**
 * KYC before the first withdrawal (an operator switch, off by default): the player's
 * submission, the verification provider behind an adapter (the sandbox's in sandbox mode,
 * operator review otherwise), the operator's review; and the player's statement.
 */
export const kycModule = defineModule({
  name: 'kyc',
  money: true,
  settings: [kycSetting],
  setup(deps): { provider: KycProvider } {
    const provider = deps.config.sandbox ? new SandboxKycProvider() : new ManualReviewProvider();
    return { provider };
  },
  routes(router, deps, { state }) {
    registerKycRoutes(router, deps, state.provider);
  },
  consoleRoutes(consoleRouter, deps) {
    registerKycConsoleRoutes(consoleRouter, deps);
  },
});

export type { KycCheck, KycProvider, KycVerdict } from './provider.js';
export { SandboxKycProvider } from './provider.js';
export { kycSubmissions } from './schema.js';
export { decideKyc, kycQueue, kycSnapshot, maskedOf, requireKyc } from './service.js';
export { kycSetting } from './settings.js';
