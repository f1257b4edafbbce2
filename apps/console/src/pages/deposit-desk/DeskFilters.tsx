import {
  DEPOSIT_DESK_SORTS,
  DEPOSIT_STATES,
  type DepositDeskSort,
} from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { readAmount } from '../../money';
import { CHANNEL_LABEL, STATE_LABEL } from './format';

/** What the desk asks the server for (besides the cursor). */
export interface DeskQuery {
  q?: string;
  status?: (typeof DEPOSIT_STATES)[number];
  depositType?: string;
  method?: string;
  amountMin?: number;
  amountMax?: number;
  from?: string;
  to?: string;
  flagged?: 'yes' | 'no';
  sort: DepositDeskSort;
}

const SORT_LABEL: Record<DepositDeskSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  amountDesc: 'Largest amount first',
  amountAsc: 'Smallest amount first',
};

/**
 * The desk's search and filters, applied together when the form is sent (one request, not one
 * per key typed). Amounts are read as the market writes money and sent in minor units.
 */
export function DeskFilters(props: { sign: string; onApply: (q: DeskQuery) => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim() || undefined;
    const amount = (k: string, label: string): number | undefined | null => {
      const typed = text(k);
      if (!typed) return undefined;
      const read = readAmount(props.sign, typed);
      if (read.ok) return read.minor;
      setError(`${label}: ${read.error}`);
      return null;
    };
    const amountMin = amount('amountMin', 'Amount from');
    const amountMax = amount('amountMax', 'Amount to');
    if (amountMin === null || amountMax === null) return;
    setError(null);
    props.onApply({
      q: text('q'),
      status: text('status') as DeskQuery['status'],
      depositType: text('depositType'),
      method: text('method'),
      amountMin,
      amountMax,
      from: text('from'),
      to: text('to'),
      flagged: text('flagged') as DeskQuery['flagged'],
      sort: (text('sort') as DepositDeskSort | undefined) ?? 'newest',
    });
  };
  return (
    <form
      className="filters desk-filters"
      onSubmit={submit}
      onReset={() => {
        setError(null);
        props.onApply({ sort: 'newest' });
      }}
      aria-label="Search deposits"
    >
      <label className="desk-search">
        Order, UTR, player uid or phone
        <input name="q" type="search" maxLength={64} autoComplete="off" />
      </label>
      <label>
        State
        <select name="status" defaultValue="">
          <option value="">Every state</option>
          {DEPOSIT_STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_LABEL[s] ?? s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Channel
        <select name="depositType" defaultValue="">
          <option value="">Every channel</option>
          {Object.entries(CHANNEL_LABEL).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label>
        Method
        <input name="method" maxLength={64} placeholder="e.g. upi_fast, imps" />
      </label>
      <label>
        Amount from
        <input name="amountMin" inputMode="decimal" />
      </label>
      <label>
        Amount to
        <input name="amountMax" inputMode="decimal" />
      </label>
      <label>
        From day
        <input name="from" type="date" />
      </label>
      <label>
        To day
        <input name="to" type="date" />
      </label>
      <label>
        Flagged
        <select name="flagged" defaultValue="">
          <option value="">Either</option>
          <option value="yes">Flagged only</option>
          <option value="no">Not flagged</option>
        </select>
      </label>
      <label>
        Sort
        <select name="sort" defaultValue="newest">
          {DEPOSIT_DESK_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="actions">
        <button type="submit">Search</button>
        <button type="reset" className="secondary">
          Clear
        </button>
      </div>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
