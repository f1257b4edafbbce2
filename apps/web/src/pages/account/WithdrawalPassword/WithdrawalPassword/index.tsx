import { useState } from 'react';
import {
  FormStack,
  NewPasswordPair,
  SubmitRow,
  usePasswordPair,
} from '../../../../components/Form';
import {
  BoundPhoneCode,
  useSetWithdrawPassword,
  withdrawPasswordErrors,
} from '../../../../features/withdraw';
import { useLocale } from '../../../../hooks/useLocale';
import { i18n, useTranslation } from '../../../../i18n';
import { go, nav } from '../../../../nav';
import { PAGES } from '../../../../nav/pages';
import { useSession } from '../../../../stores/session';
import { showToast } from '../../../../stores/ui';

/**
 * SPEC §2 WithdrawalPassword: set or change it. Needs a bound phone; the code goes to that
 * phone, which the player sees only masked, so the server picks the number.
 */
export default function WithdrawalPassword() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSession((s) => s.userInfo);
  const pair = usePasswordPair();
  const { password, confirm } = pair;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetWithdrawPassword();

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

  async function submit() {
    const problem = withdrawPasswordErrors(password, confirm, code, locale);
    setError(problem);
    if (problem || save.isPending) return;
    const r = await save.mutateAsync({ password, confirm, code });
    if (!r.ok) return;
    showToast(i18n.t('withdraw.password.done'), { icon: 'success' });
    nav.navigateBack().catch(() => {});
  }

  return (
    <div className="wd" data-testid="withdraw-password-page">
      <FormStack onSubmit={submit}>
        <p className="muted">
          {t(
            user?.hasWithdrawPassword
              ? 'withdraw.password.changeText'
              : 'withdraw.password.setText',
          )}
        </p>
        <NewPasswordPair
          labels={{
            password: t('withdraw.password.new'),
            confirm: t('withdraw.password.confirm'),
            hint: t('withdraw.password.hint'),
          }}
          state={pair}
          testIds={{ password: 'wpw-password', confirm: 'wpw-confirm' }}
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
        <SubmitRow
          error={error}
          label={t('withdraw.password.submit')}
          testId="wpw-submit"
          disabled={save.isPending}
        />
      </FormStack>
    </div>
  );
}
