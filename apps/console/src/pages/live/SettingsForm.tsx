import type { LiveTableSettings, PayloadOf } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { call } from '../../api';
import { useConsoleMutation } from '../../data';
import { money } from '../../money';
import { Done } from '../../QueryState';
import { formOf, type LiveForm, readForm } from './rules';

const FIELDS: ReadonlyArray<readonly [keyof LiveForm, string, string]> = [
  ['bettingS', 'Betting window (seconds)', '5 to 60'],
  ['revealMs', 'Between two cards (milliseconds)', '200 to 5000'],
  ['resultS', 'Result shown (seconds)', '1 to 30'],
  ['spotMin', 'A spot: minimum', 'per player per round'],
  ['spotMax', 'A spot: maximum', 'per player per round'],
  ['roundMin', 'A round: minimum', 'a player’s stakes in one round'],
  ['roundMax', 'A round: maximum', 'a player’s stakes in one round'],
  ['chips', 'Chips', 'up to 8, smallest first, separated by spaces'],
];

/**
 * A table's settings: the owner edits them (checked here as the server checks them, then by the
 * server's schema, saved through the settings' audited save against the version this form
 * started from); other roles read them. A saved change applies from the next round.
 */
export function SettingsForm(props: {
  table: LiveTableSettings;
  version: string;
  sign: string;
  editable: boolean;
  /**
   * What the last save said, kept by the page: a save changes the settings' version, and the
   * page mounts a new form for the new version (its fields from the saved settings), which
   * would otherwise lose the message the moment the saved settings came back.
   */
  saved: string | null;
  onSaved(note: string | null): void;
}) {
  const { table, sign } = props;
  const [form, setForm] = useState<LiveForm>(() => formOf(table, sign));
  const [errors, setErrors] = useState<Partial<Record<keyof LiveForm, string>>>({});
  const done = props.saved;
  const setDone = props.onSaved;
  const save = useConsoleMutation(
    (change: PayloadOf<typeof consoleApi.consoleLiveSettingsSave>) =>
      call(consoleApi.consoleLiveSettingsSave, change),
    {
      refresh: [consoleApi.consoleLiveTable, consoleApi.consoleLiveTables],
      onSuccess: () => setDone('Saved: rounds opened from now on use these settings.'),
    },
  );
  const m = (minor: number) => money(sign, minor);

  if (!props.editable) {
    return (
      <dl className="facts" aria-label="Settings">
        <dt>Betting window</dt>
        <dd>{table.bettingMs / 1000} s</dd>
        <dt>Between two cards</dt>
        <dd>{table.revealMs} ms</dd>
        <dt>Result shown</dt>
        <dd>{table.resultMs / 1000} s</dd>
        <dt>A spot</dt>
        <dd>
          {m(table.spot.min)} – {m(table.spot.max)}
        </dd>
        <dt>A round</dt>
        <dd>
          {m(table.round.min)} – {m(table.round.max)}
        </dd>
        <dt>Chips</dt>
        <dd>{table.chips.map(m).join(' · ')}</dd>
      </dl>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const read = readForm(form, sign);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate({ tableId: table.id, version: props.version, ...read.change });
  };
  return (
    <form className="live-form" onSubmit={submit} aria-label="Table settings" noValidate>
      <div className="filters">
        {FIELDS.map(([key, label, hint]) => (
          <label key={key}>
            {label}
            <input
              name={key}
              value={form[key]}
              inputMode={key === 'chips' ? 'text' : 'decimal'}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={`live-${key}-note`}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            />
            <span id={`live-${key}-note`} className={errors[key] ? 'field-error' : 'hint'}>
              {errors[key] ?? hint}
            </span>
          </label>
        ))}
      </div>
      {save.error ? (
        <p className="error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <Done text={done} />
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
