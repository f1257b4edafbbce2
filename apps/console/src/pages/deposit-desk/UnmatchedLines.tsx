import { consoleApi, type UnmatchedCandidate } from '@cardroom/contract/console';
import { useState } from 'react';
import { call } from '../../api';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useConsoleQuery } from '../../data';
import { useDecision } from '../../decision';
import { money } from '../../money';
import { Done, queryState } from '../../QueryState';
import { CHANNEL_LABEL, marketTime, STATE_LABEL } from './format';

/**
 * Bank statement lines no order matched, each beside the orders it might belong to (the
 * server's rule, said above the list). A self-service UTR candidate is credited through the
 * queue's own "Match" (consoleDepositMatch) with the line's id: since its UTR is not on the
 * statement, that makes a four-eyes request, and its approval matches this line with the credit;
 * nothing here moves money any other way.
 */
export function UnmatchedLines(props: { onOpen: (orderNo: string) => void }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const query = useConsoleQuery(
    consoleApi.consoleDepositUnmatched,
    cursor ? { cursor, limit: 20 } : { limit: 20 },
    { keepPrevious: true },
  );
  const queue = useDecision(
    // The line goes with the order: the credit matches it, so no other order can take it.
    (c: UnmatchedCandidate & { lineId: number }, _d: { kind: 'match' }) =>
      call(consoleApi.consoleDepositMatch, { orderNo: c.orderNo, lineId: c.lineId }),
    {
      refresh: [consoleApi.consoleDepositUnmatched, consoleApi.consoleDepositsList],
      said: (data, c) =>
        data.pendingApproval
          ? `${c.orderNo}: request #${data.pendingApproval} waits for a second operator in Requests; nothing is credited yet.`
          : `Credited ${c.orderNo} to ${c.player.uid}.`,
    },
  );
  const wait = queryState(query, 'Loading the statement…');
  if (wait) return wait;
  const data = query.data;
  if (!data) return null;
  const sign = data.currencySign;
  const m = (minor: number) => money(sign, minor);
  const open = queue.open?.item;
  return (
    <section aria-labelledby="unmatched-title" className="unmatched">
      <h2 id="unmatched-title">Unmatched bank statement lines ({data.total})</h2>
      <p className="muted">
        Candidates: orders not credited (pending, expired, failed) paid by bank transfer or
        self-service UTR, of the line's amount and created from {data.rule.hoursBefore} hours before
        the line to {data.rule.hoursAfter} hours after it, or whose UTR starts with the line's first{' '}
        {data.rule.utrPrefix} characters.
      </p>
      <Done text={queue.done} />
      {data.lines.length === 0 ? <p className="notice">Every statement line is matched.</p> : null}
      <ul className="cards">
        {data.lines.map((l) => (
          <li key={l.utr} className="card" data-line={l.utr}>
            <div className="card-head">
              <strong>{m(l.amount)}</strong>
              <span className="mono">{l.utr}</span>
              <span className="muted">{marketTime(sign, l.receivedAt)}</span>
            </div>
            {l.candidates.length === 0 ? (
              <p className="muted">No order looks like it.</p>
            ) : (
              <ul className="candidates">
                {l.candidates.map((c) => (
                  <li key={c.orderNo} data-candidate={c.orderNo}>
                    <button type="button" className="link" onClick={() => props.onOpen(c.orderNo)}>
                      {c.orderNo}
                    </button>{' '}
                    {m(c.amount)} · {CHANNEL_LABEL[c.depositType] ?? c.depositType} ·{' '}
                    {STATE_LABEL[c.status] ?? c.status} · {c.player.uid}
                    {c.utr ? (
                      <>
                        {' '}
                        · UTR <span className="mono">{c.utr}</span>
                      </>
                    ) : null}{' '}
                    · {c.why.map((w) => (w === 'amount' ? 'same amount' : 'like UTR')).join(', ')}
                    {c.decidable ? (
                      <button
                        type="button"
                        onClick={() => queue.start('match', { ...c, lineId: l.id })}
                      >
                        Match and credit
                      </button>
                    ) : (
                      <span className="muted">
                        {' '}
                        ·{' '}
                        {c.depositType.startsWith('transfer')
                          ? 'credited when the player sends this UTR'
                          : 'not decided by hand'}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <div className="pager">
        <button
          type="button"
          className="secondary"
          disabled={cursors.length === 0}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          Newer lines
        </button>
        <button
          type="button"
          className="secondary"
          disabled={!data.nextCursor}
          onClick={() => data.nextCursor && setCursors((c) => [...c, data.nextCursor as string])}
        >
          Older lines
        </button>
      </div>
      {open && queue.open?.kind === 'match' ? (
        <ConfirmDialog
          title={`Credit ${open.orderNo}?`}
          confirmLabel="Match and credit"
          canConfirm
          onConfirm={() => queue.decide(open, { kind: 'match' })}
          {...queue.dialog}
        >
          <p>
            {m(open.amount)} to {open.player.uid}, as the money of this bank line (the line is then
            matched). Its UTR is not on the statement, so this asks a second operator (Requests).
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
