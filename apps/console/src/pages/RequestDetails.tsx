import { formatMoney, MARKET_MONEY_LANGUAGE, type MarketCode } from '@cardroom/contract';
import {
  type ConsoleGiftCode,
  type ConsoleMoneyRequest,
  consoleApi,
} from '@cardroom/contract/console';
import { useState } from 'react';
import { consoleAction, useConsoleQuery } from '../data';
import { ShownOnce } from './promotions/ShownOnce';

const SIGN: Record<MarketCode, string> = { ID: 'Rp', IN: '₹' };
type Details = Record<string, unknown>;
const num = (d: Details, k: string) => (typeof d[k] === 'number' ? (d[k] as number) : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * What approving a request would do, for the approver to read before deciding: a batch's size ×
 * amount × uses, a promotion's budget, wagering and rules. Other kinds say it in `target`.
 */
export function RequestDetails({ r, market }: { r: ConsoleMoneyRequest; market: MarketCode }) {
  const d = r.details;
  const m = (minor: number) => formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market]);
  if (r.kind === 'gift_code_batch') {
    return (
      <>
        <dt>Batch</dt>
        <dd data-testid="batch-terms">
          {num(d, 'count')} codes × {m(num(d, 'amount'))} × {num(d, 'maxUses')} uses (at most{' '}
          {m(r.amount)}), promotion #{num(d, 'promotionId')}, expires{' '}
          {d.expiresAt ? new Date(String(d.expiresAt)).toLocaleString() : 'never'}
        </dd>
      </>
    );
  }
  if (r.kind !== 'promotion') return null;
  const title = (d.title ?? {}) as { en?: string };
  const rules = (d.rules ?? {}) as Record<string, unknown>;
  return (
    <>
      <dt>Promotion</dt>
      <dd>
        {d.op === 'create'
          ? `New ${text(d.kind)} (${text(d.status)})`
          : `Change to #${num(d, 'promotionId')}`}
        : “<bdi>{title.en ?? ''}</bdi>”
      </dd>
      <dt>Budget</dt>
      <dd>{d.budget === null ? 'none (no limit on its cost)' : m(num(d, 'budget'))}</dd>
      <dt>Wagering</dt>
      <dd>{num(d, 'wageringMultiple')}× the reward</dd>
      <dt>Rules</dt>
      <dd>
        {Object.entries(rules)
          .map(([k, v]) => `${k}: ${text(v)}`)
          .join(' · ') || '—'}
      </dd>
      <dt>Runs</dt>
      <dd>
        {new Date(String(d.startsAt)).toLocaleString()} →{' '}
        {d.endsAt ? new Date(String(d.endsAt)).toLocaleString() : 'no end'}
      </dd>
    </>
  );
}

/**
 * The requester's approved gift-code batches: the codes are shown in full once, here, to the
 * operator who asked (the server marks them shown; a second look is refused).
 */
export function ApprovedBatches() {
  const approved = useConsoleQuery(consoleApi.consoleApprovalsList, { state: 'approved' });
  const anyMine = (approved.data?.rows ?? []).some((r) => r.mine && r.kind === 'gift_code_batch');
  // Which batches were shown already (their codes carry the request and when it was shown).
  const codes = useConsoleQuery(consoleApi.consoleGiftCodesList, {}, { enabled: anyMine });
  const shownAt = new Map(
    (codes.data?.codes ?? []).flatMap((c) =>
      c.requestId && c.revealedAt ? [[c.requestId, c.revealedAt] as const] : [],
    ),
  );
  const [shown, setShown] = useState<{ id: string; codes: ConsoleGiftCode[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const market: MarketCode = approved.data?.market ?? 'ID';
  const mine = (approved.data?.rows ?? []).filter((r) => r.mine && r.kind === 'gift_code_batch');
  if (mine.length === 0) return null;
  const collect = async (id: string) => {
    setBusy(true);
    setFailed(null);
    const res = await consoleAction(consoleApi.consoleGiftCodeBatchCodes, { requestId: id });
    if (res.ok) setShown({ id, codes: res.result.codes });
    else setFailed(res.message);
    setBusy(false);
  };
  return (
    <section aria-labelledby="approved-batches">
      <h2 id="approved-batches">Your approved gift-code batches</h2>
      <p className="muted">
        Each batch’s codes are shown in full once, to you: copy them or download the CSV when you
        open them. After that they are masked everywhere.
      </p>
      {failed ? (
        <p className="error" role="alert">
          {failed}
        </p>
      ) : null}
      <ul className="cards">
        {mine.map((r) => (
          <li key={r.id} className="card" data-approved-batch={r.id}>
            <div className="card-head">
              <span>Request #{r.id}</span>
              <span className="muted">approved by {r.decider}</span>
            </div>
            <p>
              {num(r.details, 'count')} codes ×{' '}
              {formatMoney(num(r.details, 'amount'), market, MARKET_MONEY_LANGUAGE[market])}
            </p>
            {shown?.id === r.id ? (
              <ShownOnce codes={shown.codes} currencySign={SIGN[market]} name={`request-${r.id}`} />
            ) : shownAt.has(r.id) ? (
              <p className="muted" data-testid="batch-shown">
                Shown to you on {new Date(shownAt.get(r.id) ?? '').toLocaleString()}: masked
                everywhere now.
              </p>
            ) : (
              <button type="button" disabled={busy} onClick={() => void collect(r.id)}>
                Show the codes (once)
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
