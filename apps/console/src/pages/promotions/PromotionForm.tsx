import { type PromoKind, promoKinds } from '@cardroom/contract';
import { type ConsolePromotion, consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { consoleAction } from '../../data';
import { amountText, readAmount } from '../../money';
import { BoardEditor } from './BoardEditor';
import {
  draftOf,
  kindName,
  NO_RULES_NOTE,
  RULE_FIELDS,
  RULE_TEMPLATES,
  type RuleDraft,
  rulesOf,
} from './kindRules';
import { TaskEditor } from './TaskEditor';
import { TierEditor } from './TierEditor';

/** A datetime-local value (the operator's clock) from an ISO instant, and back. */
const localOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const isPromoKind = (k: string): k is PromoKind => (promoKinds as readonly string[]).includes(k);
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

const TEXTS = [
  ['title', 'Title'],
  ['summary', 'Summary (the Promo tab card)'],
  ['rulesText', 'Rules as players read them'],
] as const;
type TextKey = `${(typeof TEXTS)[number][0]}.${'en' | 'id'}`;

interface Props {
  kind: string;
  /** The promotion being edited; a new one when absent. */
  editing?: ConsolePromotion;
  currencySign: string;
  /** `promotion` null: it waits for a second operator as request `pendingApproval`. */
  onDone: (
    r: { promotion: ConsolePromotion | null; pendingApproval: string | null },
    created: boolean,
  ) => void;
  onCancel: () => void;
}

/**
 * Create or edit a promotion: both languages' texts, dates, wagering, budget (currency units,
 * parsed to minor units by the contract's helper), and the kind's own rules fields.
 */
export function PromotionForm({ kind, editing, currencySign, onDone, onCancel }: Props) {
  const start = editing ?? null;
  const [texts, setTexts] = useState<Record<TextKey, string>>(() => {
    const t = {} as Record<TextKey, string>;
    for (const [k] of TEXTS) {
      t[`${k}.en`] = start?.[k].en ?? '';
      t[`${k}.id`] = start?.[k].id ?? '';
    }
    return t;
  });
  const [startsAt, setStartsAt] = useState(localOf(start?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(localOf(start?.endsAt ?? null));
  const [wagering, setWagering] = useState(String(start?.wageringMultiple ?? 1));
  const [budget, setBudget] = useState(
    start?.budget == null ? '' : amountText(currencySign, start.budget),
  );
  const [sort, setSort] = useState(String(start?.sort ?? 0));
  const [bannerUrl, setBannerUrl] = useState(start?.bannerUrl ?? '');
  const [live, setLive] = useState(false);
  const [rules, setRules] = useState<RuleDraft>(() =>
    draftOf(kind, start?.rules ?? RULE_TEMPLATES[kind] ?? {}, currencySign),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One id for this form: a doubled or retried submission that waits is one request.
  const [requestId] = useState(() => crypto.randomUUID());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    const found: Record<string, string> = {};
    for (const [k, v] of Object.entries(texts)) if (!v.trim()) found[k] = 'required';
    const budgetRead = budget.trim() === '' ? null : readAmount(currencySign, budget);
    if (budgetRead && !budgetRead.ok) found.budget = budgetRead.error;
    const budgetMinor = budgetRead?.ok ? budgetRead.minor : null;
    if (!/^\d+$/.test(wagering.trim())) found.wagering = 'a whole number';
    if (!/^-?\d+$/.test(sort.trim())) found.sort = 'a whole number';
    const startsIso = isoOf(startsAt);
    if (!startsIso) found.startsAt = 'required';
    // The kinds offered come from the server's list; one it does not know is refused here.
    const knownKind = isPromoKind(kind) ? kind : null;
    if (!editing && !knownKind) found.kind = 'unknown kind';
    const parsed = rulesOf(kind, rules, currencySign);
    if (!parsed.ok) Object.assign(found, parsed.problems);
    setProblems(found);
    if (Object.keys(found).length || !parsed.ok || !startsIso) return;
    const bi = (k: (typeof TEXTS)[number][0]) => ({ en: texts[`${k}.en`], id: texts[`${k}.id`] });
    const fields = {
      title: bi('title'),
      summary: bi('summary'),
      rulesText: bi('rulesText'),
      bannerUrl,
      startsAt: startsIso,
      endsAt: isoOf(endsAt),
      rules: parsed.rules,
      wageringMultiple: Number(wagering),
      budget: budgetMinor,
      sort: Number(sort),
      requestId,
    };
    setBusy(true);
    const res = editing
      ? await consoleAction(consoleApi.consolePromotionEdit, { id: editing.id, ...fields })
      : knownKind
        ? await consoleAction(consoleApi.consolePromotionCreate, {
            kind: knownKind,
            ...fields,
            live,
          })
        : null;
    if (!res) return;
    setBusy(false);
    if (res.ok) onDone(res.result, !editing);
    else setFailed(res.message);
  };

  const problem = (key: string) =>
    problems[key] ? (
      <span className="error field-problem" role="alert">
        {problems[key]}
      </span>
    ) : null;
  const field = (key: string, label: string, input: React.ReactNode) => (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed in and rendered inside the label
    <label key={key}>
      {label}
      {input}
      {problem(key)}
    </label>
  );

  return (
    <form
      className="promo-form"
      onSubmit={submit}
      aria-label={editing ? 'Edit promotion' : 'New promotion'}
    >
      <h2>
        {editing ? `Edit #${editing.id}` : 'New'}: {kindName(kind)}
      </h2>
      <fieldset>
        <legend>Texts (English and Indonesian)</legend>
        <div className="two">
          {TEXTS.flatMap(([k, label]) =>
            (['en', 'id'] as const).map((lang) =>
              field(
                `${k}.${lang}`,
                `${label} (${lang === 'en' ? 'English' : 'Indonesian'})`,
                <textarea
                  rows={k === 'rulesText' ? 3 : 1}
                  value={texts[`${k}.${lang}`]}
                  onChange={(e) => setTexts({ ...texts, [`${k}.${lang}`]: e.target.value })}
                />,
              ),
            ),
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>When and how much</legend>
        <div className="two">
          {field(
            'startsAt',
            'Starts',
            <input
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />,
          )}
          {field(
            'endsAt',
            'Ends (empty: open)',
            <input
              type="datetime-local"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
            />,
          )}
          {field(
            'budget',
            `Budget in ${currencySign} (empty: none)`,
            <input
              inputMode="decimal"
              value={budget}
              onChange={(e) => setBudget(e.target.value)}
            />,
          )}
          {field(
            'wagering',
            'Wagering multiple (× the reward)',
            <input
              inputMode="numeric"
              value={wagering}
              onChange={(e) => setWagering(e.target.value)}
            />,
          )}
          {field(
            'sort',
            'Order on the Promo tab',
            <input inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} />,
          )}
          {field(
            'bannerUrl',
            'Banner image URL (optional)',
            <input value={bannerUrl} onChange={(e) => setBannerUrl(e.target.value)} />,
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>Rules: {kindName(kind)}</legend>
        {NO_RULES_NOTE[kind] ? <p className="muted">{NO_RULES_NOTE[kind]}</p> : null}
        <div className="two">
          {(RULE_FIELDS[kind] ?? []).map((f) => {
            const set = (key: string) => (e: { target: { value: string } }) =>
              setRules({ ...rules, [key]: e.target.value });
            if (f.type === 'money7') {
              return (
                <div key={f.key} className="wide">
                  <span className="muted">
                    {f.label} ({currencySign})
                  </span>
                  <div className="seven">
                    {Array.from({ length: 7 }, (_, i) =>
                      field(
                        `${f.key}.${i}`,
                        `Day ${i + 1}`,
                        <input
                          inputMode="decimal"
                          value={rules[`${f.key}.${i}`] ?? ''}
                          onChange={set(`${f.key}.${i}`)}
                        />,
                      ),
                    )}
                  </div>
                </div>
              );
            }
            if (f.type === 'choice') {
              return field(
                f.key,
                f.label,
                <select value={rules[f.key] ?? ''} onChange={set(f.key)}>
                  {f.options.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>,
              );
            }
            const rowProblem = (row: string | null) =>
              problem(row === null ? f.key : `${f.key}.${row}`);
            const setTable = (draft: string) => setRules({ ...rules, [f.key]: draft });
            if (f.type === 'tiers' || f.type === 'tasks') {
              const Editor = f.type === 'tiers' ? TierEditor : TaskEditor;
              return (
                <Editor
                  key={f.key}
                  value={rules[f.key]}
                  sign={currencySign}
                  onChange={setTable}
                  problem={rowProblem}
                />
              );
            }
            if (f.type === 'boards') {
              return (
                <BoardEditor
                  key={f.key}
                  value={rules[f.key]}
                  sign={currencySign}
                  minimum={f.minimum}
                  onChange={setTable}
                  problem={rowProblem}
                />
              );
            }
            return field(
              f.key,
              f.type === 'money' ? `${f.label} (${currencySign})` : f.label,
              <input
                inputMode={f.type === 'money' ? 'decimal' : 'numeric'}
                value={rules[f.key] ?? ''}
                onChange={set(f.key)}
              />,
            );
          })}
        </div>
      </fieldset>
      {editing ? null : (
        <label className="check">
          <input type="checkbox" checked={live} onChange={(e) => setLive(e.target.checked)} /> Live
          at once (players see it from the start time); otherwise a draft only operators see
        </label>
      )}
      {failed ? (
        <p className="error" role="alert">
          {failed}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" disabled={busy}>
          {editing ? 'Save changes' : 'Create promotion'}
        </button>
      </div>
    </form>
  );
}
