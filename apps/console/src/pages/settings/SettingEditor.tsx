import type { ConsoleSettingEntry, SettingChange } from '@cardroom/contract/console';
import { consoleApi } from '@cardroom/contract/console';
import { useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../api';
import { changedPaths, isMoneyPath, shownValue } from '../audit/diff';
import { SchemaNode } from './SchemaForm';
import type { JsonSchema } from './schema';

type Step =
  | { kind: 'editing' }
  | { kind: 'reviewing'; changes: SettingChange[] }
  | { kind: 'saved'; changes: SettingChange[] };

/**
 * One setting's form: edit, "Review change" (the server checks the value and answers its
 * errors per field, or the diff), then "Save" against the version the form was opened at.
 * A save after someone else's is refused by the server; the form says so and offers a reload.
 */
export function SettingEditor(props: { entry: ConsoleSettingEntry; market: 'ID' | 'IN' }) {
  const { entry, market } = props;
  const [value, setValue] = useState<unknown>(() => structuredClone(entry.value));
  const [version, setVersion] = useState(entry.version);
  const [step, setStep] = useState<Step>({ kind: 'editing' });
  const [fieldErrors, setFieldErrors] = useState<{ path: string; message: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const errors = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const e of fieldErrors) m.set(e.path, [...(m.get(e.path) ?? []), e.message]);
    return m;
  }, [fieldErrors]);

  const edit = (next: unknown) => {
    setValue(next);
    if (step.kind !== 'editing') setStep({ kind: 'editing' });
  };

  const review = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const r = await call(consoleApi.consoleSettingPreview, { key: entry.key, value });
      setFieldErrors(r.errors);
      if (r.errors.length === 0) setStep({ kind: 'reviewing', changes: r.changes });
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (step.kind !== 'reviewing') return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await call(consoleApi.consoleSettingSave, { key: entry.key, value, version });
      setVersion(r.version);
      setValue(r.value);
      setStep({ kind: 'saved', changes: step.changes });
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const unreadable = errors.get('');
  return (
    <form
      className="setting-form setting-layout"
      onSubmit={(e) => e.preventDefault()}
      aria-label={entry.key}
    >
      <div className="setting-fields">
        {unreadable ? <p className="error">{unreadable.join('; ')}</p> : null}
        <SchemaNode
          schema={entry.jsonSchema as JsonSchema}
          value={value}
          path=""
          label={entry.key}
          ctx={{ market, errors, editable: entry.editableFields }}
          disabled={false}
          onChange={edit}
        />
      </div>
      {/* Beside the form on a laptop (sticky while the form scrolls), below it on a phone. */}
      <aside className="setting-review" aria-label="Review and save">
        <div className="actions form-actions">
          <button type="button" className="secondary" disabled={busy} onClick={review}>
            Review change
          </button>
          <button
            type="button"
            disabled={busy || step.kind !== 'reviewing' || step.changes.length === 0}
            onClick={save}
          >
            Save
          </button>
        </div>
        {fieldErrors.length > 0 ? (
          <p className="error" role="alert">
            The server refused this value: {fieldErrors.length} field
            {fieldErrors.length === 1 ? '' : 's'} to fix (marked in the form). Nothing was saved.
          </p>
        ) : null}
        {failure ? (
          <p className="error" role="alert">
            {failure}
          </p>
        ) : null}
        {step.kind === 'saved' ? (
          <p className="success" role="status">
            Saved. Players see the new value on their next load.
          </p>
        ) : null}
        {step.kind !== 'editing' ? (
          <ChangeTable step={step} market={market} schema={entry.jsonSchema as JsonSchema} />
        ) : (
          <p className="muted">
            “Review change” has the server check the form and lists here what would change.
          </p>
        )}
      </aside>
    </form>
  );
}

/** The reviewed or saved change, one line per field, money in the market's format. */
function ChangeTable(props: {
  step: Exclude<Step, { kind: 'editing' }>;
  market: 'ID' | 'IN';
  schema: JsonSchema;
}) {
  const { step, market, schema } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the panel is below the form: bring the answer into view (and to a reader).
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);
  return (
    <section className="diff" aria-label="Change">
      <h2 ref={heading} tabIndex={-1}>
        {step.kind === 'saved' ? 'Saved' : 'Review the change'} ({step.changes.length} field
        {step.changes.length === 1 ? '' : 's'})
      </h2>
      {step.changes.length === 0 ? (
        <p className="notice">Nothing differs from the saved value.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Field</th>
                <th>Before</th>
                <th>After</th>
              </tr>
            </thead>
            <tbody>
              {/* JSON kept in a string (the agents) opens into the fields that changed. */}
              {step.changes
                .flatMap((c) => changedPaths(c.before, c.after, c.path))
                .map((c) => {
                  const money = isMoneyPath(c.path, schema);
                  return (
                    <tr key={c.path}>
                      <td>
                        <code>{c.path}</code>
                      </td>
                      <td className="change before">
                        <code>{shownValue(c.before, money, market)}</code>
                      </td>
                      <td className="change after">
                        <code>{shownValue(c.after, money, market)}</code>
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
