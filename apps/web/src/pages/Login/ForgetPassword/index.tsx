import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, PasswordField } from '../../../components/Form';
import {
  AuthScreen,
  firstError,
  newPasswordError,
  otpError,
  PhoneCodeFields,
  phoneError,
  signInCalls,
  useSignIn,
} from '../../../features/auth';
import { useLocale, useMarket } from '../../../hooks/useLocale';

/** Reset by phone + code; the server answers a fresh session, so the player is signed in after. */
export default function ForgetPassword() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  return (
    <AuthScreen title={t('forget.title')}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problem = firstError(
            phoneError(market, mobile, locale),
            otpError(code, locale),
            newPasswordError(password, locale),
          );
          setError(problem);
          if (problem) return;
          signIn.mutate({ request: () => signInCalls.reset(mobile, code, password) });
        }}
      >
        <p className="muted">{t('forget.text')}</p>
        <PhoneCodeFields
          type="forgotPassword"
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          onError={setError}
          testPrefix="forget"
        />
        <PasswordField
          label={t('form.newPassword')}
          value={password}
          onChange={setPassword}
          testId="forget-password"
          autoComplete="new-password"
          placeholder={t('form.passwordHint')}
        />
        <FormError text={error} />
        <button type="submit" className="btn btn-red btn-block" data-testid="forget-submit">
          {t('forget.submit')}
        </button>
      </form>
    </AuthScreen>
  );
}
