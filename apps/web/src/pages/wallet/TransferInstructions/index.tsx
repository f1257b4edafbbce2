import { useState } from 'react';
import { Pills } from '../../../components/List';
import { useTranslation } from '../../../i18n';
import { useLocation } from '../../../nav';
import '../../../features/deposit';
import { go } from '../../../nav';
import { DEPOSIT } from '../../../nav/pages';

/** SPEC §2 TransferInstructions: how to pay by UPI or IMPS, step by step. */
export default function TransferInstructions() {
  const { t } = useTranslation();
  const query = new URLSearchParams(useLocation().search).get('method');
  const [method, setMethod] = useState<'upi' | 'imps'>(query === 'imps' ? 'imps' : 'upi');
  const steps = t(`deposit.instructions.${method}`, { returnObjects: true }) as unknown;
  const list = Array.isArray(steps) ? (steps as string[]) : [];
  return (
    <div className="dep dep-pad" data-testid="transfer-instructions">
      <Pills
        items={[
          { key: 'upi', label: t('deposit.upi') },
          { key: 'imps', label: t('deposit.imps') },
        ]}
        value={method}
        onChange={setMethod}
        testId="instructions-method"
        label={t('deposit.transferMethod')}
      />
      <h2 className="dep-title">{t(`deposit.instructions.${method}Title`)}</h2>
      <ol className="dep-steps">
        {list.map((s, i) => (
          <li key={s} data-testid={`step-${i + 1}`}>
            <span className="dep-step-no">{i + 1}</span>
            <span>{s}</span>
          </li>
        ))}
      </ol>
      <p className="dep-hint dep-warn">{t('deposit.instructions.note')}</p>
      <p className="dep-note">{t('deposit.credited')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="instructions-deposit"
        // Straight to the Transfer tab (2), not a fresh Deposit page on its first tab.
        onClick={() => go('navigateTo', `${DEPOSIT}?tab=2`)}
      >
        {t('deposit.submit')}
      </button>
    </div>
  );
}
