import type { WithdrawStatus } from '@cardroom/contract';
import { useTranslation } from 'react-i18next';
import './withdraw.css';

export function StatusTag({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`wd-status wd-status-${status}`} data-testid="withdraw-status">
      {t(`withdraw.status.${status}`)}
    </span>
  );
}
