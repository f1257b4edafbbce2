import { routes } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api';
import { AuthScreen } from '../../../auth/AuthScreen';
import { sendCode } from '../../../auth/sendCode';
import { signIn } from '../../../auth/signIn';
import { firstError, newPasswordError, otpError, phoneError } from '../../../auth/validate';
import { CodeField, FormError, PasswordField, PhoneField } from '../../../components/Form';
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
          void signIn(() =>
            call(routes.ssoModify, {
              mobile: mobile.trim(),
              verificationCode: code.trim(),
              newPassword: password,
            }),
          );
        }}
      >
        <p className="muted">{t('forget.text')}</p>
        <PhoneField
          label={t('form.phone')}
          prefix={market.phonePrefix}
          value={mobile}
          onChange={setMobile}
          testId="forget-phone"
          placeholder={market.phoneExample}
        />
        <CodeField
          label={t('form.code')}
          value={code}
          onChange={setCode}
          testId="forget-code"
          sendTestId="forget-send"
          onSend={() => sendCode(market, mobile, 'forgotPassword', locale, setError)}
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
