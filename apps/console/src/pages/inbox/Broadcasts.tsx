import { type ConsoleBroadcast, consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { call } from '../../api';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { queryState } from '../../QueryState';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

function targetOf(b: ConsoleBroadcast): string {
  if (b.savedSegment !== null) return `Saved segment “${b.savedSegment}”`;
  const parts: string[] = [];
  if (b.vipMin !== null || b.vipMax !== null) {
    parts.push(`VIP ${b.vipMin ?? 0}–${b.vipMax ?? 'any'}`);
  }
  if (b.signedUpFrom || b.signedUpTo) {
    parts.push(`signed up ${day(b.signedUpFrom) || '…'} – ${day(b.signedUpTo) || '…'}`);
  }
  return parts.length ? parts.join(', ') : 'Everyone';
}

/**
 * The market's broadcasts, newest first. "Reach" is counted when the list is read: players in
 * the segment who had signed up by the send time (a broadcast is one row that players read
 * through the fan-out on read; nothing is copied per player). Read and deleted count the
 * players who opened or deleted it.
 */
export function Broadcasts() {
  const list = useConsoleQuery(consoleApi.consoleInboxBroadcasts, {});
  const [cancelling, setCancelling] = useState<ConsoleBroadcast | null>(null);
  const cancel = useConsoleMutation((id: number) => call(consoleApi.consoleInboxCancel, { id }), {
    refresh: [consoleApi.consoleInboxBroadcasts],
    onSuccess: () => setCancelling(null),
  });

  const wait = queryState(list, 'Loading broadcasts…');
  if (wait) return wait;
  const rows = list.data?.broadcasts ?? [];
  return (
    <section aria-labelledby="broadcasts-title">
      <h2 id="broadcasts-title">Broadcasts ({rows.length})</h2>
      <p className="hint">
        Reach: players in the target who had signed up by the send time, counted now. Read and
        deleted: players who opened or deleted the message.
      </p>
      {rows.length === 0 ? <p className="notice">No broadcast yet.</p> : null}
      {rows.length ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>State</th>
                <th>Send time</th>
                <th>Title</th>
                <th>Target</th>
                <th>Reach</th>
                <th>Read</th>
                <th>Deleted</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id} data-broadcast={b.id}>
                  <td>{b.id}</td>
                  <td>
                    <span className={`state state-${b.state}`}>{b.state}</span>
                  </td>
                  <td>{new Date(b.sendAt).toLocaleString()}</td>
                  <td>
                    {b.title.en}
                    <div className="muted">{b.title.id}</div>
                  </td>
                  <td>{targetOf(b)}</td>
                  <td>{b.reach}</td>
                  <td>{b.read}</td>
                  <td>{b.deleted}</td>
                  <td>
                    {b.state !== 'cancelled' ? (
                      <button type="button" className="danger" onClick={() => setCancelling(b)}>
                        Cancel
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={`Cancel broadcast #${cancelling.id}?`}
          confirmLabel="Cancel the broadcast"
          danger
          busy={cancel.isPending}
          canConfirm
          error={cancel.error?.message ?? null}
          onConfirm={() => cancel.mutate(cancelling.id)}
          onCancel={() => {
            setCancelling(null);
            cancel.reset();
          }}
        >
          <p>
            Players will no longer see “{cancelling.title.en}”
            {cancelling.state === 'sent' ? ', including those who have it already' : ''}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
