import { type api, message, type ResultOf } from '@cardroom/contract';
import { useState } from 'react';
import { FormStack, NewPasswordField, newPasswordError, SubmitRow } from '../../../components/Form';
import {
  AgeTermsChecks,
  AuthLink,
  AuthLinks,
  AuthScreen,
  PhoneCodeFields,
  signInCalls,
  usePhoneCode,
  useSignIn,
} from '../../../features/auth';
import { useTranslation } from '../../../i18n';
import { PAGES } from '../../../nav/pages';
import { credentials } from '../../../stores/credentials';

/** Register with phone, code and password (18+ and terms required), or one-click register. */
export default function Register() {
  const { t } = useTranslation();
  const form = usePhoneCode();
  const [password, setPassword] = useState('');
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const signIn = useSignIn();
  const oneClick = useSignIn<ResultOf<typeof api.ssoOneClickRegister>>();

  function submit() {
    const { locale } = form;
    const ok = form.check(
      newPasswordError(password, locale),
      age ? null : message('ageRequired', locale),
      terms ? null : message('termsRequired', locale),
    );
    if (ok)
      signIn.mutate({ request: () => signInCalls.register(form.mobile, form.code, password) });
  }

  return (
    <AuthScreen title={t('register.title')}>
      <FormStack onSubmit={submit}>
        <PhoneCodeFields type="register" state={form} testPrefix="register" />
        <NewPasswordField
          label={t('form.password')}
          value={password}
          onChange={setPassword}
          testId="register-password"
          hint={t('form.passwordHint')}
        />
        <AgeTermsChecks
          testPrefix="register"
          ageText={t('register.age')}
          age={age}
          terms={terms}
          onAge={setAge}
          onTerms={setTerms}
        />
        <SubmitRow error={form.error} label={t('register.submit')} testId="register-submit" />
        <div className="auth-divider">{t('login.or')}</div>
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="register-oneclick"
          onClick={() =>
            oneClick.mutate({
              request: signInCalls.oneClick,
              // Kept on this device until the player confirms (the shell shows them, reloads too).
              after: (r) =>
                credentials.keep({ uid: r.uid, userId: r.userId, password: r.password }),
              // A toast would sit on top of the credentials the player must read.
              welcome: false,
            })
          }
        >
          {t('register.oneClick')}
        </button>
        <AuthLinks>
          <AuthLink to={PAGES.Login.Login} replace testId="link-login">
            {t('register.haveAccount')}
          </AuthLink>
        </AuthLinks>
      </FormStack>
    </AuthScreen>
  );
}
