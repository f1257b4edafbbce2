import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { copyText } from '../lib/copy';
import './deposit.css';
import { ensureDepositTexts } from './texts';

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

/** One-of-many pill row (filters, networks, transfer method). */
export function Pills<T extends string>({
  items,
  value,
  onChange,
  testId,
  label,
}: {
  items: ReadonlyArray<{ key: T; label: string }>;
  value: T;
  onChange: (key: T) => void;
  testId: string;
  label: string;
}) {
  return (
    <div className="dep-pills" role="tablist" aria-label={label}>
      {items.map((it) => (
        <button
          key={it.key}
          type="button"
          role="tab"
          aria-selected={it.key === value}
          className={it.key === value ? 'dep-pill is-on' : 'dep-pill'}
          data-testid={`${testId}-${it.key}`}
          onClick={() => onChange(it.key)}
        >
          {it.label}
        </button>
      ))}
    </div>
  );
}

export const RECORD_RANGES = ['today', '7d', '30d'] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];

/** Today / 7 Days / 30 Days (SPEC §9), the period filter of the record lists. */
export function RangePills({
  value,
  onChange,
  label,
}: {
  value: RecordRange;
  onChange: (range: RecordRange) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Pills
      items={RECORD_RANGES.map((k) => ({ key: k, label: t(`records.range.${k}`) }))}
      value={value}
      onChange={onChange}
      testId="range"
      label={label}
    />
  );
}

/** Calls `fn` every `ms` while `active`; stops on unmount or when it turns false. */
export function usePoll(active: boolean, ms: number, fn: () => void): void {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => ref.current(), ms);
    return () => clearInterval(id);
  }, [active, ms]);
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`dep-status is-${status}`} data-testid="order-status">
      {t(`deposit.statusTitle.${status}`)}
    </span>
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
