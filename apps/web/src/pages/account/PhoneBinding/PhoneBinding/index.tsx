import { routes } from '@cardroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api';
import { FormError } from '../../../../components/Form';
// The withdraw feature's stylesheet (the page uses its card and form styles).
import '../../../../features/withdraw';
import { firstError, otpError, PhoneCodeFields, phoneError } from '../../../../features/auth';
import { useLocale, useMarket } from '../../../../hooks/useLocale';
import { refreshAfterAccountChanged } from '../../../../hooks/useServerSync';
import { nav } from '../../../../nav';
import { session, useSession } from '../../../../stores/session';
import { showToast } from '../../../../stores/ui';

/** SPEC §2 PhoneBinding: a guest or an account without a phone binds one with a code. */
export default function PhoneBinding() {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const qc = useQueryClient();
  const user = useSession((s) => s.userInfo);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (user?.hasMobile) {
    return (
      <div className="wd" data-testid="phone-binding-page">
        <div className="wd-card">
          <h2>{t('withdraw.phone.bound')}</h2>
          <p className="wd-mono" data-testid="bound-phone">
            {user.phonePrefix} {user.mobile}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="wd" data-testid="phone-binding-page">
      <form
        className="form-stack"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const problem = firstError(phoneError(market, mobile, locale), otpError(code, locale));
          setError(problem);
          if (problem || busy) return;
          setBusy(true);
          const r = await call(routes.bindPhone, {
            mobile: mobile.trim(),
            verificationCode: code.trim(),
          });
          setBusy(false);
          if (!r.ok) return;
          const info = await call(routes.getUserInfo, {}, { silent: true });
          if (info.ok) session.setUserInfo(info.data);
          await refreshAfterAccountChanged(qc);
          showToast(i18next.t('withdraw.phone.done'), { icon: 'success' });
          nav.navigateBack().catch(() => {});
        }}
      >
        <p className="muted">{t('withdraw.phone.text')}</p>
        <PhoneCodeFields
          type="bindPhone"
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          onError={setError}
          testPrefix="bind"
        />
        <FormError text={error} />
        <button
          type="submit"
          className="btn btn-red btn-block"
          data-testid="bind-submit"
          disabled={busy}
        >
          {t('withdraw.phone.submit')}
        </button>
      </form>
    </div>
  );
}
