import {
  BREAK_FILTERS,
  KYC_FILTERS,
  PLAYER_SORTS,
  type PlayerFilters,
  type PlayerSort,
  riskFilters,
  TAG_MAX,
} from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { playerSearchExample } from '../../examples';
import { RISK_RULE_LABELS } from '../../RiskFacts';
import { currentSession } from '../../session';

/**
 * The player list's filters as the operator types them: text boxes and dates; `toFilters` turns
 * them into the contract's filters (an empty box is no bound; a date "to" runs to the end of
 * that day in the operator's zone), `fromFilters` back (opening a saved segment).
 */
export interface FilterDraft {
  q: string;
  vipMin: string;
  vipMax: string;
  depositsMin: string;
  depositsMax: string;
  withdrawalsMin: string;
  withdrawalsMax: string;
  seenFrom: string;
  seenTo: string;
  signedUpFrom: string;
  signedUpTo: string;
  risk: string;
  kyc: string;
  onBreak: string;
  tag: string;
  sort: PlayerSort;
}

export const EMPTY_DRAFT: FilterDraft = {
  q: '',
  vipMin: '',
  vipMax: '',
  depositsMin: '',
  depositsMax: '',
  withdrawalsMin: '',
  withdrawalsMax: '',
  seenFrom: '',
  seenTo: '',
  signedUpFrom: '',
  signedUpTo: '',
  risk: '',
  kyc: '',
  onBreak: '',
  tag: '',
  sort: 'signup',
};

const SORT_LABELS: Record<PlayerSort, string> = {
  signup: 'Newest sign-up',
  seen: 'Last seen',
  deposits: 'Most deposited',
};
const KYC_LABELS: Record<(typeof KYC_FILTERS)[number], string> = {
  none: 'Not started',
  pending: 'Pending',
  review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
};
const BREAK_LABELS: Record<(typeof BREAK_FILTERS)[number], string> = {
  either: 'On a break (either kind)',
  timeout: 'Time-out',
  exclusion: 'Self-excluded',
};

const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOf = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
const dayOf = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The filters to send: only what is filled in (the contract checks the rest). */
export function toFilters(d: FilterDraft): PlayerFilters {
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
  const f: Record<string, unknown> = {
    q: text(d.q),
    vipMin: num(d.vipMin),
    vipMax: num(d.vipMax),
    depositsMin: text(d.depositsMin),
    depositsMax: text(d.depositsMax),
    withdrawalsMin: text(d.withdrawalsMin),
    withdrawalsMax: text(d.withdrawalsMax),
    seenFrom: d.seenFrom ? startOf(d.seenFrom) : undefined,
    seenTo: d.seenTo ? endOf(d.seenTo) : undefined,
    signedUpFrom: d.signedUpFrom ? startOf(d.signedUpFrom) : undefined,
    signedUpTo: d.signedUpTo ? endOf(d.signedUpTo) : undefined,
    risk: text(d.risk),
    kyc: text(d.kyc),
    onBreak: text(d.onBreak),
    tag: text(d.tag)?.toLowerCase(),
    sort: d.sort,
  };
  // The contract's enums are checked on the server; the form only offers their values.
  return Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined),
  ) as unknown as PlayerFilters;
}

export function fromFilters(f: PlayerFilters): FilterDraft {
  const s = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  return {
    q: s(f.q),
    vipMin: s(f.vipMin),
    vipMax: s(f.vipMax),
    depositsMin: s(f.depositsMin),
    depositsMax: s(f.depositsMax),
    withdrawalsMin: s(f.withdrawalsMin),
    withdrawalsMax: s(f.withdrawalsMax),
    seenFrom: dayOf(f.seenFrom),
    seenTo: dayOf(f.seenTo),
    signedUpFrom: dayOf(f.signedUpFrom),
    signedUpTo: dayOf(f.signedUpTo),
    risk: s(f.risk),
    kyc: s(f.kyc),
    onBreak: s(f.onBreak),
    tag: s(f.tag),
    sort: f.sort,
  };
}

/** The filter form: applying it starts the list again from its first page. */
export function PlayerFilterForm({
  draft,
  onChange,
  onApply,
  sign,
}: {
  draft: FilterDraft;
  onChange: (d: FilterDraft) => void;
  onApply: () => void;
  sign: string;
}) {
  const [open, setOpen] = useState(true);
  const set = (k: keyof FilterDraft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  const range = (label: string, from: keyof FilterDraft, to: keyof FilterDraft, type: string) => (
    <fieldset className="range">
      <legend>{label}</legend>
      <label>
        From
        <input
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          value={draft[from]}
          onChange={set(from)}
        />
      </label>
      <label>
        To
        <input
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          value={draft[to]}
          onChange={set(to)}
        />
      </label>
    </fieldset>
  );
  return (
    <form className="filters player-filters" onSubmit={submit} aria-label="Filter players">
      <label>
        Uid, phone or nickname
        <input
          type="search"
          value={draft.q}
          maxLength={64}
          onChange={set('q')}
          placeholder={playerSearchExample(currentSession()?.market ?? 'ID')}
        />
      </label>
      <label>
        Sort
        <select value={draft.sort} onChange={set('sort')}>
          {PLAYER_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="secondary"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        {open ? 'Fewer filters' : 'More filters'}
      </button>
      {open ? (
        <>
          <fieldset className="range">
            <legend>VIP level</legend>
            <label>
              From
              <input
                type="number"
                min={0}
                max={100}
                value={draft.vipMin}
                onChange={set('vipMin')}
              />
            </label>
            <label>
              To
              <input
                type="number"
                min={0}
                max={100}
                value={draft.vipMax}
                onChange={set('vipMax')}
              />
            </label>
          </fieldset>
          {range(`Deposits (${sign})`, 'depositsMin', 'depositsMax', 'text')}
          {range(`Withdrawals (${sign})`, 'withdrawalsMin', 'withdrawalsMax', 'text')}
          {range('Last seen', 'seenFrom', 'seenTo', 'date')}
          {range('Signed up', 'signedUpFrom', 'signedUpTo', 'date')}
          <label>
            Risk flag
            <select value={draft.risk} onChange={set('risk')}>
              <option value="">Any</option>
              {riskFilters.map((r) => (
                <option key={r} value={r}>
                  {r === 'flagged' ? 'Any flag' : RISK_RULE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          <label>
            KYC
            <select value={draft.kyc} onChange={set('kyc')}>
              <option value="">Any</option>
              {KYC_FILTERS.map((k) => (
                <option key={k} value={k}>
                  {KYC_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Break
            <select value={draft.onBreak} onChange={set('onBreak')}>
              <option value="">Any</option>
              {BREAK_FILTERS.map((b) => (
                <option key={b} value={b}>
                  {BREAK_LABELS[b]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Tag
            <input type="text" value={draft.tag} maxLength={TAG_MAX} onChange={set('tag')} />
          </label>
        </>
      ) : null}
      <div className="actions">
        <button type="submit">Search</button>
        <button type="button" className="secondary" onClick={() => onChange(EMPTY_DRAFT)}>
          Clear
        </button>
      </div>
    </form>
  );
}

export { KYC_LABELS };
