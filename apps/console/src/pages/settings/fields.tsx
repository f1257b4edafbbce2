import type { AgentItem, MarketCode } from '@cardroom/contract';
import { formatMoney, MARKET_MONEY_LANGUAGE, MARKETS } from '@cardroom/contract';
import { type ReactNode, useState } from 'react';
import {
  agentsFrom,
  agentsText,
  type ContactKind,
  contactOf,
  moneyFieldText,
  readMoneyField,
  withContact,
} from './rules';

interface FieldProps {
  value: unknown;
  path: string;
  label: string;
  market: MarketCode;
  disabled: boolean;
  invalid: boolean;
  onChange: (next: unknown) => void;
  errors: ReactNode;
}

/**
 * A money field in the market's major units (typed "50.000" in Indonesia, "1,500.50" in India),
 * read by the app's one money reader and sent as minor units. What it cannot read is refused
 * beside the field and sent as typed, so the server refuses it too and nothing is saved.
 */
export function MoneyField({
  value,
  path,
  label,
  market,
  disabled,
  invalid,
  onChange,
  errors,
}: FieldProps) {
  const [text, setText] = useState(() =>
    typeof value === 'number' ? moneyFieldText(value, market) : String(value ?? ''),
  );
  const read = readMoneyField(text, market);
  // The value moved without this field (a row moved, a reload): show the value, not old text.
  const inStep = read.ok ? read.minor === value : text === value;
  const shown = inStep ? text : typeof value === 'number' ? moneyFieldText(value, market) : '';
  const problem = inStep && !read.ok ? read.error : null;
  const sign = MARKETS[market].currencySign;
  return (
    <label data-path={path}>
      {label} ({sign})
      <span className="number-row">
        <input
          inputMode="decimal"
          value={shown}
          disabled={disabled}
          aria-invalid={invalid || problem !== null || undefined}
          onChange={(e) => {
            const next = readMoneyField(e.target.value, market);
            setText(e.target.value);
            onChange(next.ok ? next.minor : e.target.value);
          }}
        />
        {typeof value === 'number' ? (
          // A span, not <output>: its implicit status role would be a second "status" beside
          // the form's "Saved." line, and a reader would hear every keystroke.
          <span className="money">{formatMoney(value, market, MARKET_MONEY_LANGUAGE[market])}</span>
        ) : null}
      </span>
      {problem ? (
        <span className="field-error" role="alert">
          {problem}
        </span>
      ) : null}
      {errors}
    </label>
  );
}

const KINDS: { kind: ContactKind; label: string }[] = [
  { kind: 'whatsapp', label: 'WhatsApp link' },
  { kind: 'telegram', label: 'Telegram link' },
];

/**
 * The deposit agents (`chargeInfo.agentsV2`, kept as JSON text for the player app) as a table:
 * one row an agent, a column each for id, name, avatar and their WhatsApp and Telegram links.
 * Text that is not an agents list stays a text field, so nothing is lost.
 */
export function AgentsField({ value, path, label, disabled, onChange, errors }: FieldProps) {
  const agents = agentsFrom(value);
  if (!agents) {
    return (
      <label data-path={path}>
        {label} (JSON text; not an agents list)
        <textarea
          rows={4}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        {errors}
      </label>
    );
  }
  const set = (i: number, next: AgentItem) =>
    onChange(agentsText(agents.map((a, j) => (j === i ? next : a))));
  const cell = (i: number, field: string, text: string, put: (t: string) => AgentItem) => (
    <td>
      <input
        className="agent-cell"
        aria-label={`Agent ${i + 1} ${field}`}
        value={text}
        disabled={disabled}
        onChange={(e) => set(i, put(e.target.value))}
      />
    </td>
  );
  return (
    <fieldset className="agents" data-path={path}>
      <legend>
        {label} ({agents.length})
      </legend>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, and a keyboard scrolls only what has focus (WCAG 2.1.1) */}
      <section className="table-wrap" tabIndex={0} aria-label="Agents table">
        <table>
          <thead>
            <tr>
              <th>Id</th>
              <th>Name</th>
              <th>Avatar</th>
              {KINDS.map((k) => (
                <th key={k.kind}>{k.label}</th>
              ))}
              <th>
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {agents.map((a, i) => (
              // Agents are edited in place; the row's place is its identity in the form.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i}>
                {cell(i, 'id', a.id, (t) => ({ ...a, id: t }))}
                {cell(i, 'name', a.name, (t) => ({ ...a, name: t }))}
                {cell(i, 'avatar', a.avatar, (t) => ({ ...a, avatar: t }))}
                {KINDS.map((k) => (
                  <td key={k.kind}>
                    <input
                      className="agent-cell"
                      aria-label={`Agent ${i + 1} ${k.label}`}
                      value={contactOf(a, k.kind)}
                      disabled={disabled}
                      onChange={(e) => set(i, withContact(a, k.kind, e.target.value))}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="secondary"
                    disabled={disabled}
                    aria-label={`Remove agent ${i + 1}`}
                    onClick={() => onChange(agentsText(agents.filter((_, j) => j !== i)))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {disabled ? null : (
        <button
          type="button"
          className="secondary"
          onClick={() =>
            onChange(
              agentsText([
                ...agents,
                { id: `agent-${agents.length + 1}`, name: '', avatar: 'avatar:1', contacts: [] },
              ]),
            )
          }
        >
          Add an agent
        </button>
      )}
      {errors}
    </fieldset>
  );
}
