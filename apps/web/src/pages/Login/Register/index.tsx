import { type api, message, type ResultOf } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, PasswordField } from '../../../components/Form';
import {
  AgeTermsChecks,
  AuthLink,
  AuthLinks,
  AuthScreen,
  firstError,
  leaveLogin,
  newPasswordError,
  otpError,
  PhoneCodeFields,
  phoneError,
  signInCalls,
  useSignIn,
} from '../../../features/auth';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { OneClickDialog } from './OneClickDialog';

/** Register with phone, code and password (18+ and terms required), or one-click register. */
export default function Register() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<{ userId: string; password: string } | null>(null);
  const signIn = useSignIn();
  const oneClick = useSignIn<ResultOf<typeof api.ssoOneClickRegister>>();

  return (
    <AuthScreen title={t('register.title')}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problem = firstError(
            phoneError(market, mobile, locale),
            otpError(code, locale),
            newPasswordError(password, locale),
            age ? null : message('ageRequired', locale),
            terms ? null : message('termsRequired', locale),
          );
          setError(problem);
          if (problem) return;
          signIn.mutate({ request: () => signInCalls.register(mobile, code, password) });
        }}
      >
        <PhoneCodeFields
          type="register"
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          onError={setError}
          testPrefix="register"
        />
        <PasswordField
          label={t('form.password')}
          value={password}
          onChange={setPassword}
          testId="register-password"
          autoComplete="new-password"
          placeholder={t('form.passwordHint')}
        />
        <AgeTermsChecks
          testPrefix="register"
          ageText={t('register.age')}
          age={age}
          terms={terms}
          onAge={setAge}
          onTerms={setTerms}
        />
        <FormError text={error} />
        <button type="submit" className="btn btn-red btn-block" data-testid="register-submit">
          {t('register.submit')}
        </button>
        <div className="auth-divider">{t('login.or')}</div>
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="register-oneclick"
          onClick={() =>
            oneClick.mutate({
              request: signInCalls.oneClick,
              after: (r) => setCredentials({ userId: r.userId, password: r.password }),
              // A toast would sit on top of the credentials the player must read.
              welcome: false,
            })
          }
        >
          {t('register.oneClick')}
        </button>
        <AuthLinks>
          <AuthLink to="/pages/Login/Login" replace testId="link-login">
            {t('register.haveAccount')}
          </AuthLink>
        </AuthLinks>
      </form>
      {credentials && (
        <OneClickDialog
          userId={credentials.userId}
          password={credentials.password}
          onDone={() => {
            setCredentials(null);
            leaveLogin();
          }}
        />
      )}
    </AuthScreen>
  );
}
