import { defineModule } from '../module.js';
import { registerSandboxOperator } from './operator.js';
import { registerSandboxRoutes } from './routes.js';

/**
 * Sandbox mode only: windows into the outside parties the sandbox simulates (SMS outbox,
 * Google sign-in) and the operator's deposit and settings actions over HTTP.
 */
export const sandboxModule = defineModule({
  name: 'sandbox',
  sandboxRoutes(router, deps, { app }) {
    registerSandboxRoutes(app, router, deps);
    registerSandboxOperator(app, deps);
  },
});

export { createSandboxGoogle } from './google.js';
export type { SandboxGoogle } from './types.js';
