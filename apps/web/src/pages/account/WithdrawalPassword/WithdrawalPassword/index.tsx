import { routes } from '@cardroom/contract';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api';
import { FormError, PasswordField } from '../../../../components/Form';
import { BoundPhoneCode, withdrawPasswordErrors } from '../../../../features/withdraw';
import { useLocale } from '../../../../hooks/useLocale';
import { refreshAfterAccountChanged } from '../../../../hooks/useServerSync';
import { go, nav } from '../../../../nav';
import { PAGES } from '../../../../nav/pages';
import { session, useSession } from '../../../../stores/session';
import { showToast } from '../../../../stores/ui';

/**
 * SPEC §2 WithdrawalPassword: set or change it. Needs a bound phone; the code goes to that
 * phone, which the player sees only masked, so the server picks the number.
 */
export default function WithdrawalPassword() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSession((s) => s.userInfo);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (user && !user.hasMobile) {
    return (
      <div className="wd" data-testid="withdraw-password-page">
        <p className="wd-notice">{t('withdraw.password.needPhone')}</p>
        <button
          type="button"
          className="btn btn-red btn-block"
          data-testid="go-bind-phone"
          onClick={() => go('navigateTo', PAGES.account.PhoneBinding)}
        >
          {t('withdraw.phone.submit')}
        </button>
      </div>
    );
  }

  return (
    <div className="wd" data-testid="withdraw-password-page">
      <form
        className="form-stack"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const problem = withdrawPasswordErrors(password, confirm, code, locale);
          setError(problem);
          if (problem || busy) return;
          setBusy(true);
          const r = await call(routes.setWithdrawPassword, {
            password,
            confirmPassword: confirm,
            verificationCode: code.trim(),
          });
          setBusy(false);
          if (!r.ok) return;
          const info = await call(routes.getUserInfo, {}, { silent: true });
          if (info.ok) session.setUserInfo(info.data);
          // Withdraw asks for a password until its info is fetched again.
          await refreshAfterAccountChanged();
          showToast(i18next.t('withdraw.password.done'), { icon: 'success' });
          nav.navigateBack().catch(() => {});
        }}
      >
        <p className="muted">
          {t(
            user?.hasWithdrawPassword
              ? 'withdraw.password.changeText'
              : 'withdraw.password.setText',
          )}
        </p>
        <PasswordField
          label={t('withdraw.password.new')}
          value={password}
          onChange={setPassword}
          testId="wpw-password"
          autoComplete="new-password"
          placeholder={t('withdraw.password.hint')}
        />
        <PasswordField
          label={t('withdraw.password.confirm')}
          value={confirm}
          onChange={setConfirm}
          testId="wpw-confirm"
          autoComplete="new-password"
        />
        <p className="muted" data-testid="wpw-phone">
          {t('withdraw.codeTo', { phone: `${user?.phonePrefix ?? ''} ${user?.mobile ?? ''}` })}
        </p>
        <BoundPhoneCode
          purpose="withdrawPassword"
          value={code}
          onChange={setCode}
          testId="wpw-code"
          sendTestId="wpw-send"
        />
        <FormError text={error} />
        <button
          type="submit"
          className="btn btn-red btn-block"
          data-testid="wpw-submit"
          disabled={busy}
        >
          {t('withdraw.password.submit')}
        </button>
      </form>
    </div>
  );
}
