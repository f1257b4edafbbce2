import { useState } from 'react';
import {
  FormStack,
  firstError,
  PasswordField,
  PhoneField,
  passwordError,
  phoneError,
  SubmitRow,
  TextField,
} from '../../../components/Form';
import {
  AuthLink,
  AuthLinks,
  AuthScreen,
  GoogleSignIn,
  setWithdrawPurpose,
  signInCalls,
  userIdError,
  useSignIn,
} from '../../../features/auth';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';

type Mode = 'phone' | 'id';

/** Sign-in hub: phone or user id with a password, guest play, and Google when enabled. */
export default function Login() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const [mode, setMode] = useState<Mode>('phone');
  const [mobile, setMobile] = useState('');
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  async function submit() {
    const problem = firstError(
      mode === 'phone' ? phoneError(market, mobile, locale) : userIdError(userId, locale),
      passwordError(password, locale),
    );
    setError(problem);
    // SPEC §5: an incomplete form makes no call.
    if (problem) return;
    await signIn.mutateAsync({
      request: () =>
        mode === 'phone'
          ? signInCalls.password(mobile, password)
          : signInCalls.userId(userId, password),
    });
  }

  return (
    <AuthScreen title={t('login.title')}>
      <FormStack onSubmit={submit}>
        <div className="auth-modes" role="tablist">
          {(['phone', 'id'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              data-testid={`login-mode-${m}`}
              onClick={() => {
                setMode(m);
                setError(null);
              }}
            >
              {t(m === 'phone' ? 'login.modePhone' : 'login.modeId')}
            </button>
          ))}
        </div>
        {mode === 'phone' ? (
          <PhoneField
            label={t('form.phone')}
            prefix={market.phonePrefix}
            value={mobile}
            onChange={setMobile}
            testId="login-phone"
            placeholder={market.phoneExample}
          />
        ) : (
          <TextField
            label={t('form.userId')}
            icon="user"
            autoComplete="username"
            value={userId}
            onChange={setUserId}
            testId="login-userid"
            maxLength={32}
          />
        )}
        <PasswordField
          label={t('form.password')}
          value={password}
          onChange={setPassword}
          testId="login-password"
        />
        <label className="auth-check">
          <input
            type="checkbox"
            data-testid="login-withdraw-only"
            onChange={(e) => setWithdrawPurpose(e.target.checked)}
          />{' '}
          {t('login.withdrawOnly')}
        </label>
        <SubmitRow error={error} label={t('login.submit')} testId="login-submit" />
        <AuthLinks>
          <AuthLink to={PAGES.Login.LoginV2} testId="link-loginv2">
            {t('login.withCode')}
          </AuthLink>
          <AuthLink to={PAGES.Login.ForgetPassword} testId="link-forget">
            {t('login.forgot')}
          </AuthLink>
        </AuthLinks>
        <div className="auth-divider">{t('login.or')}</div>
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="login-guest"
          onClick={() => signIn.mutate({ request: signInCalls.guest })}
        >
          {t('login.guest')}
        </button>
        <GoogleSignIn />
        <button
          type="button"
          className="btn btn-ghost btn-block"
          data-testid="link-register"
          onClick={() => go('navigateTo', PAGES.Login.Register)}
        >
          {t('login.createAccount')}
        </button>
      </FormStack>
    </AuthScreen>
  );
}
