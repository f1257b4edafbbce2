import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/Form';
import {
  AuthLink,
  AuthLinks,
  AuthScreen,
  firstError,
  otpError,
  PhoneCodeFields,
  phoneError,
  signInCalls,
  useSignIn,
} from '../../../features/auth';
import { useLocale, useMarket } from '../../../hooks/useLocale';

/** Phone + one-time code; the server creates the account on first use. */
export default function LoginV2() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  return (
    <AuthScreen title={t('loginV2.title')}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problem = firstError(phoneError(market, mobile, locale), otpError(code, locale));
          setError(problem);
          if (problem) return;
          signIn.mutate({ request: () => signInCalls.code(mobile, code) });
        }}
      >
        <PhoneCodeFields
          type="login"
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          onError={setError}
          testPrefix="loginv2"
        />
        <FormError text={error} />
        <button type="submit" className="btn btn-red btn-block" data-testid="loginv2-submit">
          {t('login.submit')}
        </button>
        <AuthLinks>
          <AuthLink to="/pages/Login/Login" replace testId="link-login">
            {t('loginV2.withPassword')}
          </AuthLink>
          <AuthLink to="/pages/Login/Register" testId="link-register">
            {t('login.createAccount')}
          </AuthLink>
        </AuthLinks>
      </form>
    </AuthScreen>
  );
}
