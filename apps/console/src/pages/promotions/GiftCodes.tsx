import {
  type ConsoleGiftCode,
  type ConsolePromotion,
  consoleApi,
} from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../ConfirmDialog';
import { consoleAction, useConsoleQuery } from '../../data';
import { money, readAmount } from '../../money';
import { ShownOnce } from './ShownOnce';

/**
 * A gift-code promotion's codes: make a batch (shown in full once, to copy or download as CSV:
 * the list below shows them masked, so this is the moment to hand them out), see redemptions,
 * and disable a code. A batch over the four-eyes threshold waits for a second operator; its
 * requester collects the codes once on the Requests page after approval.
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
  const [waiting, setWaiting] = useState<string | null>(null);
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
      requestId: crypto.randomUUID(),
    });
    setBusy(false);
    if (!res.ok) return setFailed(res.message);
    setWaiting(res.result.pendingApproval);
    setMade(res.result.pendingApproval ? null : res.result.codes);
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
      {waiting ? (
        <p className="notice" role="status" data-testid="batch-waiting">
          Waits for a second operator (request #{waiting}): over the four-eyes threshold, so no code
          exists yet. Once an owner or finance operator approves it, open Requests → “Your approved
          gift-code batches” to see and download the codes, once.
        </p>
      ) : null}
      {made ? (
        <ShownOnce codes={made} currencySign={currencySign} name={`promotion-${promotion.id}`} />
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
