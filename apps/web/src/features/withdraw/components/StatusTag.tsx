import type { WithdrawStatus } from '@cardroom/contract';
import { StatusBadge } from '../../../components/StatusBadge';
import { useTranslation } from '../../../i18n';

/** A withdrawal's status pill, in the withdraw texts' words. */
export function StatusTag({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} text={t(`withdraw.status.${status}`)} testId="withdraw-status" />
  );
}
