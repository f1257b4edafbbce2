import { defineModule } from '../module.js';
import { registerAuthRoutes } from './routes.js';

/** Sign-up and sign-in (password, SMS code, Google), sessions and password reset. */
export const authModule = defineModule({
  name: 'auth',
  routes: (router, deps) => registerAuthRoutes(router, deps),
});

export type { SignInAttempt } from '../../events.js';
export { setSignInBlocked } from './block.js';
export { equalHex, hashPassword, hmacHex, verifyPassword } from './crypto.js';
export { createGoogleVerifier, GOOGLE_ISSUERS } from './google.js';
export { consumeOtp, OTP_RULES, type OtpPurpose, sendOtp } from './otp.js';
export { sessions } from './schema.js';
export { resolveSession, revokeAllSessions } from './sessions.js';
export { signedOutReason } from './signed-out.js';
export { LOGIN_THROTTLE } from './throttle.js';
