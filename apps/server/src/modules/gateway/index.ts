import { defineModule } from '../module.js';
import { registerSandboxGatewayRoutes } from './routes.js';

/**
 * The payment service provider's side: the PaymentGateway shape a real adapter implements,
 * the signed-callback route every gateway uses, and the sandbox simulator (built in app.ts,
 * handed to modules as `deps.gateway` / `deps.sandboxGateway`) with its pay pages and
 * callback retry job.
 */
export const gatewayModule = defineModule({
  name: 'gateway',
  money: true,
  sandboxRoutes(_router, deps, { app }) {
    if (deps.sandboxGateway) registerSandboxGatewayRoutes(app, deps.sandboxGateway, deps.market);
  },
  jobs(deps) {
    const gateway = deps.sandboxGateway;
    // Callbacks owed from before a restart go out on start, then the job runs every 5 s.
    return gateway
      ? [
          {
            name: 'sandbox callback retries',
            start: () => gateway.start(),
            stop: () => gateway.stop(),
          },
        ]
      : [];
  },
});

export { registerSignedCallbackRoute } from './notify.js';
export { registerSandboxPayoutRoutes } from './payout-routes.js';
export { appDeliver, SandboxGateway, SIGNATURE_HEADER } from './sandbox.js';
export { SandboxPayoutGateway } from './sandbox-payout.js';
export { sandboxCallbacks, sandboxPayouts } from './schema.js';
export type * from './types.js';
