import { type ConsoleHeldReturn, consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { call } from '../api';
import { ConfirmDialog } from '../ConfirmDialog';
import { useConsoleMutation, useConsoleQuery } from '../data';
import { money } from '../money';
import { Done, queryState } from '../QueryState';

const MIN_REFERENCE = 3;

/**
 * Held money returns (docs/OPERATIONS.md "Held money returns"): money that arrived beyond a
 * player's deposit limit and that the player asked back to its source. The operator sends it
 * back outside the app (bank, wallet, network), then marks it returned here with the transfer's
 * reference: the money leaves the held balance once. Above the four-eyes withdrawal threshold
 * the mark becomes a request for a second operator (Requests).
 */
export function HeldReturnsPage() {
  const query = useConsoleQuery(consoleApi.consoleHeldReturnsList, {});
  const [marking, setMarking] = useState<ConsoleHeldReturn | null>(null);
  const [reference, setReference] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const sign = query.data?.currencySign ?? '';
  const mutation = useConsoleMutation(
    (v: { orderNo: string; reference: string }) => call(consoleApi.consoleHeldReturnMark, v),
    {
      refresh: [consoleApi.consoleHeldReturnsList],
      onSuccess: (r) => {
        setDone(
          r.pendingApproval
            ? `Above the four-eyes threshold: request #${r.pendingApproval} waits for a second operator in Requests; nothing moved yet.`
            : `Marked ${r.orderNo} returned: ${money(sign, r.returned)} left the player's held balance.`,
        );
        setMarking(null);
        setReference('');
        mutation.reset();
      },
    },
  );

  const wait = queryState(query, 'Loading the held returns…');
  if (wait) return wait;
  const rows = query.data?.returns ?? [];
  const open = rows.filter((r) => r.state === 'open');
  const returned = rows.filter((r) => r.state === 'returned');
  return (
    <section aria-labelledby="held-title">
      <h1 id="held-title">Held money to return ({open.length})</h1>
      <p className="muted">
        Money that arrived beyond a player's deposit limit, which the player asked back. Send it to
        its source outside the app, then mark it returned with the transfer's reference.
      </p>
      <Done text={done} />
      {open.length === 0 ? (
        <p className="notice">No held money is waiting to be returned.</p>
      ) : null}
      <ul className="cards">
        {open.map((r) => (
          <HeldCard key={r.orderNo} row={r} sign={sign} onMark={() => setMarking(r)} />
        ))}
      </ul>
      {returned.length > 0 ? (
        <>
          <h2>Returned</h2>
          <ul className="cards">
            {returned.map((r) => (
              <HeldCard key={r.orderNo} row={r} sign={sign} onMark={null} />
            ))}
          </ul>
        </>
      ) : null}
      {marking ? (
        <ConfirmDialog
          title={`Mark ${marking.orderNo} returned?`}
          confirmLabel="Mark returned"
          busy={mutation.isPending}
          canConfirm={reference.trim().length >= MIN_REFERENCE}
          error={mutation.error ? mutation.error.message : null}
          onConfirm={() => {
            if (!mutation.isPending) {
              mutation.mutate({ orderNo: marking.orderNo, reference: reference.trim() });
            }
          }}
          onCancel={() => {
            setMarking(null);
            setReference('');
            mutation.reset();
          }}
        >
          <p>
            {money(sign, marking.amount)} leaves {marking.player.uid}'s held balance. Only do this
            once the money was sent back to its source.
          </p>
          <label>
            Transfer reference (kept in the audit log)
            <input
              value={reference}
              maxLength={100}
              onChange={(e) => setReference(e.target.value)}
              data-testid="held-reference"
              required
            />
          </label>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function HeldCard(props: { row: ConsoleHeldReturn; sign: string; onMark: (() => void) | null }) {
  const { row: r, sign } = props;
  return (
    <li className="card" data-held={r.orderNo}>
      <div className="card-head">
        <strong>{money(sign, r.amount)}</strong>
        <span className="muted">{r.orderNo}</span>
        {r.state === 'returned' ? <span>Returned</span> : null}
      </div>
      <dl className="facts">
        <dt>Player</dt>
        <dd>
          {r.player.uid} · <bdi>{r.player.nickname}</bdi>
          {r.player.mobile ? ` · ${r.player.mobile}` : ''}
        </dd>
        <dt>Source</dt>
        <dd data-testid="held-source">
          {r.depositType}
          {r.method ? ` · ${r.method}` : ''}
          {r.source ? ` · ${r.source}` : ''}
        </dd>
        <dt>Asked</dt>
        <dd>
          <time dateTime={r.requestedAt}>{new Date(r.requestedAt).toLocaleString()}</time>
        </dd>
        {r.returnedAt ? (
          <>
            <dt>Returned</dt>
            <dd>
              <time dateTime={r.returnedAt}>{new Date(r.returnedAt).toLocaleString()}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {props.onMark ? (
        r.pendingApproval ? (
          <p className="notice">Request #{r.pendingApproval} waits for a second operator.</p>
        ) : (
          <div className="actions">
            <button type="button" onClick={props.onMark} data-testid="held-mark">
              Mark returned
            </button>
          </div>
        )
      ) : null}
    </li>
  );
}
