import { useState } from 'react';
import { FormStack, NewPasswordField, newPasswordError, SubmitRow } from '../../../components/Form';
import {
  AuthScreen,
  PhoneCodeFields,
  signInCalls,
  usePhoneCode,
  useSignIn,
} from '../../../features/auth';
import { useTranslation } from '../../../i18n';

/** Reset by phone + code; the server answers a fresh session, so the player is signed in after. */
export default function ForgetPassword() {
  const { t } = useTranslation();
  const form = usePhoneCode();
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  return (
    <AuthScreen title={t('forget.title')}>
      <FormStack
        onSubmit={() => {
          if (!form.check(newPasswordError(password, form.locale))) return;
          signIn.mutate({ request: () => signInCalls.reset(form.mobile, form.code, password) });
        }}
      >
        <p className="muted">{t('forget.text')}</p>
        <PhoneCodeFields type="forgotPassword" state={form} testPrefix="forget" />
        <NewPasswordField
          label={t('form.newPassword')}
          value={password}
          onChange={setPassword}
          testId="forget-password"
          hint={t('form.passwordHint')}
        />
        <SubmitRow error={form.error} label={t('forget.submit')} testId="forget-submit" />
      </FormStack>
    </AuthScreen>
  );
}
