import { wageringFor } from '@cardroom/contract';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useDeposit } from '../../../stores/deposit';

/**
 * The rule a deposit costs the player, said before the money moves (issue 33): the betting it
 * adds before it can be withdrawn, from the multiple the server credits with (getChargeInfo's
 * `wagering`), and for the amount typed when there is one. Nothing when no betting is asked.
 */
export function WageringNote({
  amount,
  className = 'dep-hint',
}: {
  amount: number | null;
  /** The hint style of where it stands (the order page's amount card has its own). */
  className?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const multiple = useDeposit((s) => s.chargeInfo.wagering?.depositMultiple ?? 0);
  if (multiple <= 0) return null;
  return (
    <p className={`${className} dep-wagering`} data-testid="deposit-wagering">
      {amount !== null && amount > 0
        ? t('deposit.wagering.forAmount', {
            multiple,
            amount: money(amount),
            bet: money(wageringFor(amount, multiple)),
          })
        : t('deposit.wagering.rule', { multiple })}
    </p>
  );
}
