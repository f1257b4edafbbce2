import { useTranslation } from '../../i18n';
import './list.css';
import { ensureListTexts } from './texts';

ensureListTexts();

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
