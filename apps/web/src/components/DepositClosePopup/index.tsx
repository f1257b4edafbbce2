import { useTranslation } from '../../i18n';
import { openService } from '../../service/openService';
import { deposit, useDeposit } from '../../stores/deposit';
import { Sheet } from '../Sheet';

/** SPEC §2: raised by the +91 deposit guard instead of opening the deposit page. */
export function DepositClosePopup() {
  const { t } = useTranslation();
  const show = useDeposit((s) => s.showDepositClosePopup);
  if (!show) return null;
  const close = () => deposit.showClosePopup(false);
  return (
    <Sheet title={t('app.popup.tips')} onClose={close} centered testId="deposit-close-popup">
      <p>{t('deposit.closePopup.text')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="deposit-close-confirm"
        onClick={() => {
          close();
          openService();
        }}
      >
        {t('deposit.closePopup.confirm')}
      </button>
    </Sheet>
  );
}
