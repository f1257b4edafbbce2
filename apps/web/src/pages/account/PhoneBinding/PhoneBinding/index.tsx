import { FormStack, SubmitRow } from '../../../../components/Form';
import { i18n, useTranslation } from '../../../../i18n';
// The withdraw feature's stylesheet (the page uses its card and form styles).
import '../../../../features/withdraw';
import { useState } from 'react';
import { ChangePhone, useBindPhone } from '../../../../features/account';
import { PhoneCodeFields, usePhoneCode } from '../../../../features/auth';
import { nav } from '../../../../nav';
import { useSession } from '../../../../stores/session';
import { showToast } from '../../../../stores/ui';

/**
 * SPEC §2 PhoneBinding: a guest or an account without a phone binds one with a code; a bound
 * number is shown masked, with the way to change it (issue 33).
 */
export default function PhoneBinding() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const form = usePhoneCode();
  const bind = useBindPhone();
  const [changing, setChanging] = useState(false);

  if (user?.hasMobile) {
    return (
      <div className="wd" data-testid="phone-binding-page">
        <div className="wd-card">
          <h2>{t('withdraw.phone.bound')}</h2>
          <p className="wd-mono" data-testid="bound-phone">
            {user.phonePrefix} {user.mobile}
          </p>
          {!changing && (
            <button
              type="button"
              className="btn btn-ghost btn-block"
              data-testid="change-phone-open"
              onClick={() => setChanging(true)}
            >
              {t('phoneChange.open')}
            </button>
          )}
        </div>
        {changing && (
          <div className="wd-card" data-testid="change-phone">
            <ChangePhone
              hasWithdrawPassword={user.hasWithdrawPassword}
              maskedMobile={`${user.phonePrefix} ${user.mobile}`}
              onDone={() => setChanging(false)}
              onCancel={() => setChanging(false)}
            />
          </div>
        )}
      </div>
    );
  }

  async function submit() {
    if (!form.check() || bind.isPending) return;
    const r = await bind.mutateAsync({ mobile: form.mobile, code: form.code });
    if (!r.ok) return;
    showToast(i18n.t('withdraw.phone.done'), { icon: 'success' });
    nav.navigateBack().catch(() => {});
  }

  return (
    <div className="wd" data-testid="phone-binding-page">
      <FormStack onSubmit={submit}>
        <p className="muted">{t('withdraw.phone.text')}</p>
        <PhoneCodeFields type="bindPhone" state={form} testPrefix="bind" />
        <SubmitRow
          error={form.error}
          label={t('withdraw.phone.submit')}
          testId="bind-submit"
          disabled={bind.isPending}
        />
      </FormStack>
    </div>
  );
}
