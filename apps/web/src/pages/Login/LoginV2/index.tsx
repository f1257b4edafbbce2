import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack, phoneCodeError, SubmitRow } from '../../../components/Form';
import {
  AuthLink,
  AuthLinks,
  AuthScreen,
  PhoneCodeFields,
  signInCalls,
  usePhoneCode,
  useSignIn,
} from '../../../features/auth';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { PAGES } from '../../../nav/pages';

/** Phone + one-time code; the server creates the account on first use. */
export default function LoginV2() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const phone = usePhoneCode();
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  function submit() {
    const problem = phoneCodeError(market, phone.mobile, phone.code, locale);
    setError(problem);
    if (problem) return;
    signIn.mutate({ request: () => signInCalls.code(phone.mobile, phone.code) });
  }

  return (
    <AuthScreen title={t('loginV2.title')}>
      <FormStack onSubmit={submit}>
        <PhoneCodeFields type="login" state={phone} onError={setError} testPrefix="loginv2" />
        <SubmitRow error={error} label={t('login.submit')} testId="loginv2-submit" />
        <AuthLinks>
          <AuthLink to={PAGES.Login.Login} replace testId="link-login">
            {t('loginV2.withPassword')}
          </AuthLink>
          <AuthLink to={PAGES.Login.Register} testId="link-register">
            {t('login.createAccount')}
          </AuthLink>
        </AuthLinks>
      </FormStack>
    </AuthScreen>
  );
}
