import { Icon } from '../../../components/Icon';
import { useTranslation } from '../../../i18n';
import '../../../components/List/list.css';
import { StatusBadge } from '../../../components/StatusBadge';
import { copyText } from '../../../lib/copy';
import '../styles/deposit.css';
import '../styles/rows.css';
import '../styles/agency.css';
import { ensureDepositTexts } from '../texts';

ensureDepositTexts();

/** A label, a value and a copy button (SPEC §8 copy texts come from the copy helper). */
export function CopyRow({
  label,
  value,
  testId,
  strong = false,
  stacked = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
  /** Label above a full-width value: long addresses stay readable on 320 px. */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={stacked ? 'dep-row is-stacked' : 'dep-row'}>
      <dt>{label}</dt>
      <dd className={strong ? 'dep-strong' : undefined} data-testid={testId}>
        {value || '—'}
      </dd>
      {/* A <dl> row holds only <dt> and <dd>: the copy button is the value's second <dd>. */}
      <dd className="dep-act">
        {value ? (
          <button
            type="button"
            className="dep-copy"
            aria-label={`${t('common.copy')} ${label}`}
            data-testid={`${testId}-copy`}
            onClick={() => void copyText(value)}
          >
            <Icon name="copy" size={16} />
          </button>
        ) : (
          <span className="dep-copy-gap" />
        )}
      </dd>
    </div>
  );
}

/** A plain label/value row. */
export function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="dep-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value || '—'}</dd>
    </div>
  );
}

/** A deposit order's status, in the deposit texts' words. */
export function DepositStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} text={t(`deposit.statusTitle.${status}`)} testId="order-status" />
  );
}

/** The 12-digit UTR of a bank transfer: digits only, with the hint on where to find it. */
export function UtrField(props: {
  id: string;
  value: string;
  onChange(digits: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field-label" htmlFor={props.id}>
        {t('deposit.utr')}
      </label>
      <div className="field">
        <input
          id={props.id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          placeholder={t('deposit.utrPlaceholder')}
          value={props.value}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <p className="dep-hint">{t('deposit.utrHelp')}</p>
    </>
  );
}
