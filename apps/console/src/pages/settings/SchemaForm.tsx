import { useState } from 'react';
import { AgentsField, MoneyField } from './fields';
import { rowLabel } from './rules';
import {
  bothLanguages,
  emptyOf,
  type JsonSchema,
  joinPath,
  kindOf,
  labelOf,
  numberFrom,
} from './schema';

export interface FormContext {
  market: 'ID' | 'IN';
  /** The server's messages by field path (`0.text.en`); '' is the whole value. */
  errors: ReadonlyMap<string, string[]>;
  /** Top-level fields this operator may change; null = all. */
  editable: readonly string[] | null;
}

interface NodeProps {
  schema: JsonSchema;
  value: unknown;
  path: string;
  label: string;
  ctx: FormContext;
  disabled: boolean;
  onChange: (next: unknown) => void;
}

function FieldErrors({ ctx, path }: { ctx: FormContext; path: string }) {
  const list = ctx.errors.get(path);
  if (!list?.length) return null;
  return (
    <span className="field-error" role="alert">
      {list.join('; ')}
    </span>
  );
}

/** One node of the form, chosen by the schema: fieldset, rows, input, checkbox or select. */
export function SchemaNode(props: NodeProps) {
  const { schema, value, path, label, ctx, disabled, onChange } = props;
  switch (kindOf(schema)) {
    case 'gone':
      return null;
    case 'object':
      return <ObjectNode {...props} />;
    case 'array':
      return <ArrayNode {...props} />;
    case 'localText': {
      const both = bothLanguages(value);
      return (
        <fieldset className="local-text" data-path={path}>
          <legend>{label}</legend>
          {(['en', 'id'] as const).map((lang) => (
            <label key={lang}>
              {lang === 'en' ? 'English' : 'Indonesian'}
              <input
                value={both[lang]}
                disabled={disabled}
                aria-invalid={ctx.errors.has(joinPath(path, lang)) || undefined}
                onChange={(e) => onChange({ ...both, [lang]: e.target.value })}
              />
              <FieldErrors ctx={ctx} path={joinPath(path, lang)} />
            </label>
          ))}
          <FieldErrors ctx={ctx} path={path} />
        </fieldset>
      );
    }
    case 'enum':
      return (
        <label>
          {label}
          <select
            value={String(value ?? '')}
            disabled={disabled}
            onChange={(e) =>
              onChange(schema.enum?.find((o) => String(o) === e.target.value) ?? e.target.value)
            }
          >
            {(schema.enum ?? []).map((o) => (
              <option key={String(o)} value={String(o)}>
                {String(o)}
              </option>
            ))}
          </select>
          <FieldErrors ctx={ctx} path={path} />
        </label>
      );
    case 'boolean':
      return (
        <label className="check">
          <input
            type="checkbox"
            checked={value === true}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label}
          <FieldErrors ctx={ctx} path={path} />
        </label>
      );
    case 'integer':
    case 'number':
      return <NumberNode {...props} />;
    case 'string':
      // The deposit agents are JSON text for the player app; the console edits them as a table.
      if (path === 'agentsV2') {
        return (
          <AgentsField
            value={value}
            path={path}
            label={label}
            market={ctx.market}
            disabled={disabled || schema.readOnly === true}
            invalid={ctx.errors.has(path)}
            onChange={onChange}
            errors={<FieldErrors ctx={ctx} path={path} />}
          />
        );
      }
      return (
        <label>
          {label}
          <input
            value={typeof value === 'string' ? value : ''}
            disabled={disabled || schema.readOnly}
            aria-invalid={ctx.errors.has(path) || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {/* A banner's picture, as the player's Home will show it. */}
          {label === 'Image url' && typeof value === 'string' && value ? (
            <img className="image-preview" src={value} alt="" />
          ) : null}
          <FieldErrors ctx={ctx} path={path} />
        </label>
      );
    default:
      return <JsonNode {...props} />;
  }
}

function NumberNode({ schema, value, path, label, ctx, disabled, onChange }: NodeProps) {
  if (schema['x-money']) {
    return (
      <MoneyField
        value={value}
        path={path}
        label={label}
        market={ctx.market}
        disabled={disabled || schema.readOnly === true}
        invalid={ctx.errors.has(path)}
        onChange={onChange}
        errors={<FieldErrors ctx={ctx} path={path} />}
      />
    );
  }
  const shown = typeof value === 'number' ? String(value) : String(value ?? '');
  return (
    <label>
      {label}
      <input
        inputMode="numeric"
        value={shown}
        disabled={disabled || schema.readOnly}
        aria-invalid={ctx.errors.has(path) || undefined}
        onChange={(e) => onChange(numberFrom(e.target.value))}
      />
      <FieldErrors ctx={ctx} path={path} />
    </label>
  );
}

function ObjectNode({ schema, value, path, label, ctx, disabled, onChange }: NodeProps) {
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const fields = Object.entries(schema.properties ?? {}).filter(([, p]) => kindOf(p) !== 'gone');
  const body = fields.map(([key, sub]) => (
    <SchemaNode
      key={key}
      schema={sub}
      value={obj[key]}
      path={joinPath(path, key)}
      label={labelOf(key)}
      ctx={ctx}
      // The operator's role decides which top-level fields are open (marketing: app.faqUrl).
      disabled={disabled || (path === '' && ctx.editable !== null && !ctx.editable.includes(key))}
      onChange={(next) => onChange({ ...obj, [key]: next })}
    />
  ));
  if (path === '') return <div className="form-root">{body}</div>;
  return (
    <fieldset data-path={path}>
      <legend>{label}</legend>
      {body}
      <FieldErrors ctx={ctx} path={path} />
    </fieldset>
  );
}

function ArrayNode({ schema, value, path, label, ctx, disabled, onChange }: NodeProps) {
  const rows = Array.isArray(value) ? value : [];
  const item = schema.items ?? {};
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    onChange(next);
  };
  return (
    <fieldset className="rows" data-path={path}>
      <legend>
        {labelOf(label)} ({rows.length})
      </legend>
      <FieldErrors ctx={ctx} path={path} />
      <ol>
        {rows.map((row, i) => (
          // Rows have no stable id of their own; the index is their identity in the form.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="row">
            <SchemaNode
              schema={item}
              value={row}
              path={joinPath(path, i)}
              label={rowLabel(label, row, i)}
              ctx={ctx}
              disabled={disabled}
              onChange={(next) => onChange(rows.map((r, j) => (j === i ? next : r)))}
            />
            {disabled ? null : (
              <span className="row-actions">
                <button
                  type="button"
                  className="secondary"
                  disabled={i === 0}
                  aria-label={`Move ${rowLabel(label, row, i)} up`}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="secondary"
                  disabled={i === rows.length - 1}
                  aria-label={`Move ${rowLabel(label, row, i)} down`}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Remove ${rowLabel(label, row, i)}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {disabled ? null : (
        <button
          type="button"
          className="secondary"
          onClick={() => onChange([...rows, emptyOf(item)])}
        >
          Add a row
        </button>
      )}
    </fieldset>
  );
}

/** A shape the form does not draw: edited as JSON text, checked by the server like the rest. */
function JsonNode({ value, path, label, ctx, disabled, onChange }: NodeProps) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <label>
      {label} (JSON)
      <textarea
        rows={4}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad ? <span className="field-error">Not valid JSON yet</span> : null}
      <FieldErrors ctx={ctx} path={path} />
    </label>
  );
}
