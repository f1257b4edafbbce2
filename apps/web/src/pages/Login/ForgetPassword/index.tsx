import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormStack,
  firstError,
  NewPasswordField,
  newPasswordError,
  phoneCodeError,
  SubmitRow,
} from '../../../components/Form';
import {
  AuthScreen,
  PhoneCodeFields,
  signInCalls,
  usePhoneCode,
  useSignIn,
} from '../../../features/auth';
import { useLocale, useMarket } from '../../../hooks/useLocale';

/** Reset by phone + code; the server answers a fresh session, so the player is signed in after. */
export default function ForgetPassword() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const phone = usePhoneCode();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  function submit() {
    const problem = firstError(
      phoneCodeError(market, phone.mobile, phone.code, locale),
      newPasswordError(password, locale),
    );
    setError(problem);
    if (problem) return;
    signIn.mutate({ request: () => signInCalls.reset(phone.mobile, phone.code, password) });
  }

  return (
    <AuthScreen title={t('forget.title')}>
      <FormStack onSubmit={submit}>
        <p className="muted">{t('forget.text')}</p>
        <PhoneCodeFields
          type="forgotPassword"
          state={phone}
          onError={setError}
          testPrefix="forget"
        />
        <NewPasswordField
          label={t('form.newPassword')}
          value={password}
          onChange={setPassword}
          testId="forget-password"
          hint={t('form.passwordHint')}
        />
        <SubmitRow error={error} label={t('forget.submit')} testId="forget-submit" />
      </FormStack>
    </AuthScreen>
  );
}
