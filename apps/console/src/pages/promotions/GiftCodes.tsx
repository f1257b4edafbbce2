import { formatMoney } from '@cardroom/contract';
import {
  type ConsoleGiftCode,
  type ConsolePromotion,
  consoleApi,
} from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog';
import { consoleAction, useConsoleQuery } from '../../data';
import { money, readAmount } from '../../money';

/**
 * An amount as a spreadsheet reads it in either market: no sign, no grouping, "." before the
 * cents when there are any (2500, 2500.5 is never written: 2500.50). The rupee style of
 * `formatMoney` in English writes exactly that once its grouping commas are gone.
 */
const csvAmount = (minor: number) =>
  formatMoney(minor, 'IN', 'en', { bare: true }).replaceAll(',', '');

/** The generated codes as a CSV file (one row per code, with its terms). */
function csvOf(codes: ConsoleGiftCode[]): string {
  const rows = codes.map((c) =>
    [c.code, csvAmount(c.amount), c.maxUses, c.expiresAt ?? ''].join(','),
  );
  return `code,amount,uses,expires\n${rows.join('\n')}\n`;
}

/**
 * A gift-code promotion's codes: make a batch (shown in full once, to copy or download as CSV:
 * the list below shows them masked, so this is the moment to hand them out), see redemptions,
 * and disable a code.
 */
export function GiftCodes({
  promotion,
  currencySign,
  onBack,
}: {
  promotion: ConsolePromotion;
  currencySign: string;
  onBack: () => void;
}) {
  const list = useConsoleQuery(consoleApi.consoleGiftCodesList, { promotionId: promotion.id });
  const [form, setForm] = useState({ count: '10', prefix: '', amount: '', uses: '1', expires: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [made, setMade] = useState<ConsoleGiftCode[] | null>(null);
  const [copied, setCopied] = useState(false);
  const [disabling, setDisabling] = useState<ConsoleGiftCode | null>(null);
  const [busy, setBusy] = useState(false);
  const m = (minor: number) => money(currencySign, minor);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const read = readAmount(currencySign, form.amount);
    if (!read.ok) found.amount = read.error;
    const amount = read.ok ? read.minor : null;
    if (!/^\d+$/.test(form.count) || Number(form.count) < 1 || Number(form.count) > 500) {
      found.count = '1 to 500';
    }
    if (!/^\d+$/.test(form.uses) || Number(form.uses) < 1) found.uses = 'at least 1';
    if (!/^[A-Za-z0-9]{0,12}$/.test(form.prefix.trim()))
      found.prefix = 'at most 12 letters or digits';
    setProblems(found);
    if (Object.keys(found).length || amount === null) return;
    setBusy(true);
    setFailed(null);
    const res = await consoleAction(consoleApi.consoleGiftCodeBatch, {
      promotionId: promotion.id,
      count: Number(form.count),
      prefix: form.prefix.trim(),
      amount,
      maxUses: Number(form.uses),
      expiresAt: form.expires ? new Date(form.expires).toISOString() : null,
    });
    setBusy(false);
    if (!res.ok) return setFailed(res.message);
    setMade(res.result.codes);
    setCopied(false);
    void list.refetch();
  };

  const disable = async () => {
    if (!disabling) return;
    setBusy(true);
    const res = await consoleAction(consoleApi.consoleGiftCodeDisable, { id: disabling.id });
    setBusy(false);
    if (!res.ok) return setFailed(res.message);
    setDisabling(null);
    void list.refetch();
  };

  const download = () => {
    if (!made) return;
    const url = URL.createObjectURL(new Blob([csvOf(made)], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `gift-codes-promotion-${promotion.id}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const input = (key: keyof typeof form, label: string, type = 'text') => (
    <label>
      {label}
      <input
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
      {problems[key] ? <span className="error field-problem">{problems[key]}</span> : null}
    </label>
  );

  return (
    <section aria-labelledby="codes-title">
      <button type="button" className="link back" onClick={onBack}>
        ← All promotions
      </button>
      <h1 id="codes-title">Gift codes of “{promotion.title.en}”</h1>
      {promotion.status !== 'live' ? (
        <p className="notice">
          This promotion is {promotion.status}: players cannot redeem its codes until it is live.
        </p>
      ) : null}
      <form className="filters" onSubmit={submit} aria-label="Make a batch of codes">
        {input('count', 'How many codes')}
        {input('amount', `Amount each (${currencySign})`)}
        {input('uses', 'Uses per code (players)')}
        {input('prefix', 'Prefix (optional)')}
        {input('expires', 'Expires (empty: never)', 'datetime-local')}
        <div className="actions">
          <button type="submit" disabled={busy}>
            Generate codes
          </button>
        </div>
      </form>
      {failed ? (
        <p className="error" role="alert">
          {failed}
        </p>
      ) : null}
      {made ? (
        <section className="card made" aria-label="New codes">
          <p className="success" role="status">
            {made.length} codes made, {m(made[0]?.amount ?? 0)} each. Copy or download them now:
            they are shown in full only here, masked everywhere else.
          </p>
          <textarea
            readOnly
            rows={Math.min(8, made.length)}
            className="code"
            value={made.map((c) => c.code).join('\n')}
          />
          <div className="actions">
            <button
              type="button"
              className="secondary"
              onClick={() =>
                void navigator.clipboard.writeText(made.map((c) => c.code).join('\n')).then(
                  () => setCopied(true),
                  () =>
                    setFailed('The browser refused the clipboard: select the codes and copy them.'),
                )
              }
            >
              {copied ? 'Copied' : 'Copy all'}
            </button>
            <button type="button" onClick={download}>
              Download CSV
            </button>
          </div>
        </section>
      ) : null}
      <h2>Codes ({list.data?.codes.length ?? 0})</h2>
      {list.isLoading ? <p className="notice">Loading codes…</p> : null}
      {list.isError ? <p className="error">{list.error.message}</p> : null}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Code</th>
              <th>Amount</th>
              <th>Redeemed</th>
              <th>Expires</th>
              <th>State</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(list.data?.codes ?? []).map((c) => (
              <tr key={c.id} data-code={c.code}>
                <td>
                  <code>{c.code}</code>
                </td>
                <td>{m(c.amount)}</td>
                <td>
                  {c.used} / {c.maxUses}
                </td>
                <td>{c.expiresAt ? new Date(c.expiresAt).toLocaleString() : 'never'}</td>
                <td>{c.status}</td>
                <td>
                  {c.status === 'active' ? (
                    <button type="button" className="link" onClick={() => setDisabling(c)}>
                      Disable
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {disabling ? (
        <ConfirmDialog
          title={`Disable ${disabling.code}?`}
          confirmLabel="Disable code"
          danger
          busy={busy}
          canConfirm
          error={failed}
          onConfirm={() => void disable()}
          onCancel={() => setDisabling(null)}
        >
          <p>
            From now on a player who types it is told the code has expired. The {disabling.used}{' '}
            redemptions already made stay paid.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
