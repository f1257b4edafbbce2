import {
  type Locale,
  type Market,
  routes,
  type SessionResult,
  type SmsType,
} from '@cardroom/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { type ApiResult, call } from '../../api';
import { dataOf } from '../../api/query';
import { phoneError } from '../../components/Form/rules';
import { i18n } from '../../i18n';
import { showToast } from '../../stores/ui';
import { signInFields } from './login';
import { signIn } from './signIn';

/** The auth feature's query keys, one place. */
export const authKeys = {
  loginChannels: ['threeLoginChannel'] as const,
};

/** Which third-party sign-ins are on (Google); a failed call fails the query. */
export const loginChannelsQuery = () =>
  queryOptions({
    queryKey: authKeys.loginChannels,
    staleTime: 5 * 60_000,
    queryFn: () => dataOf(call(routes.threeLoginChannel, {}, { silent: true })),
  });

/**
 * Every way of signing in, as the call it makes. Each sends the device fields and invite code
 * (signInFields) where the endpoint takes them; numbers and codes are sent trimmed.
 */
export const signInCalls = {
  password: (mobile: string, password: string) =>
    call(routes.ssoLogin, { ...signInFields(), mobile: mobile.trim(), password }),
  userId: (userId: string, password: string) =>
    call(routes.ssoIdLogin, { ...signInFields(), userId: userId.trim(), password }),
  guest: () => call(routes.ssoGuest, signInFields()),
  code: (mobile: string, code: string) =>
    call(routes.ssoLoginV2, {
      ...signInFields(),
      mobile: mobile.trim(),
      verificationCode: code.trim(),
    }),
  register: (mobile: string, code: string, password: string) =>
    call(routes.ssoRegister, {
      ...signInFields(),
      mobile: mobile.trim(),
      verificationCode: code.trim(),
      password,
      ageConfirmed: true,
      termsAccepted: true,
    }),
  oneClick: () => call(routes.ssoOneClickRegister, signInFields()),
  /** Forgotten password: the server answers a fresh session, so the player is signed in after. */
  reset: (mobile: string, code: string, newPassword: string) =>
    call(routes.ssoModify, {
      mobile: mobile.trim(),
      verificationCode: code.trim(),
      newPassword,
    }),
  google: (googleToken: string, extra: { email?: string; name?: string } = {}) =>
    call(routes.ssoGoogleLogin, { ...signInFields(), googleToken, ...extra }),
};

/**
 * A sign-in as a mutation: the call, then the session stored and the player loaded (signIn).
 * Resolves true when signed in; failure texts were already toasted by the request wrapper.
 * `after` decides where to go (default: back to the page that asked, else Home).
 */
export function useSignIn<T extends SessionResult = SessionResult>() {
  return useMutation({
    mutationFn: (v: {
      request: () => Promise<ApiResult<T>>;
      after?: (r: T) => void;
      welcome?: boolean;
    }) => signIn(v.request, v.after, { welcome: v.welcome }),
  });
}

/**
 * "Send code": the phone is checked first (no SMS for a number that cannot be right), then
 * /sms/send. Resolves true when the countdown should start.
 */
export async function sendCode(
  market: Market,
  mobile: string,
  type: SmsType,
  locale: Locale,
  setError: (e: string | null) => void,
): Promise<boolean> {
  const problem = phoneError(market, mobile, locale);
  setError(problem);
  if (problem) return false;
  const r = await call(routes.smsSend, { mobile: mobile.trim(), type });
  if (r.ok) showToast(i18n.t('form.codeSent'), { icon: 'success' });
  return r.ok;
}

/** sendCode as a mutation, for the "Send code" button of a phone + code form. */
export function useSendCode() {
  return useMutation({
    mutationFn: (v: {
      market: Market;
      mobile: string;
      type: SmsType;
      locale: Locale;
      setError: (e: string | null) => void;
    }) => sendCode(v.market, v.mobile, v.type, v.locale, v.setError),
  });
}

/** The 18+ and terms confirmation of a signed-in player; answers the updated user info. */
export function useConfirmAdult() {
  return useMutation({
    mutationFn: () => call(routes.confirmAdult, { ageConfirmed: true, termsAccepted: true }),
  });
}
