import { type ConsoleInviter, consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { Link } from 'react-router';
import { mayCall } from '../../access';
import { call } from '../../api';
import { useConsoleMutation, useConsoleQuery } from '../../data';
import { money } from '../../money';
import { NumberedPager } from '../../NumberedPager';
import { Done, queryState } from '../../QueryState';

const PAGE_SIZE = 20;

/**
 * Affiliates and agents: every inviter with their invitations (all, valid), the pair rewards
 * and agent rebate paid, what waits, and the hold on their rewards (the service behind `npm
 * run ops -- invite hold|release`; audited under the player).
 */
export function AffiliatesPage() {
  const [uid, setUid] = useState('');
  const [held, setHeld] = useState<'all' | 'held'>('all');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const query = { player: /^\d+$/.test(uid.trim()) ? uid.trim() : undefined, held, page };
  const list = useConsoleQuery(
    consoleApi.consoleAffiliatesList,
    { ...query, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  const hold = useConsoleMutation(
    (v: { player: string; hold: boolean }) => call(consoleApi.consoleAffiliateHold, v),
    {
      refresh: [consoleApi.consoleAffiliatesList],
      onSuccess: (r, v) =>
        setDone(
          v.hold
            ? `Held ${r.uid}: pairs are granted but not paid, the rebate cannot be claimed.`
            : `Released ${r.uid}: ${r.credited} waiting pair rewards paid.`,
        ),
    },
  );
  const mayHold = mayCall(consoleApi.consoleAffiliateHold);
  const sign = list.data?.currencySign ?? '';
  const act = (i: ConsoleInviter) => {
    setDone(null);
    hold.mutate({ player: i.uid, hold: i.heldAt === null });
  };

  return (
    <section aria-labelledby="affiliates-title">
      <h1 id="affiliates-title">Affiliates</h1>
      <div className="filters">
        <label>
          Inviter uid
          <input
            inputMode="numeric"
            value={uid}
            onChange={(e) => {
              setUid(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label>
          Show
          <select
            value={held}
            onChange={(e) => {
              setHeld(e.target.value === 'held' ? 'held' : 'all');
              setPage(1);
            }}
          >
            <option value="all">Every inviter</option>
            <option value="held">Held only</option>
          </select>
        </label>
      </div>
      {queryState(list, 'Loading inviters…')}
      {hold.error ? (
        <p className="error" role="alert">
          {hold.error.message}
        </p>
      ) : null}
      <Done text={done} />
      {list.data && list.data.items.length === 0 ? (
        <p className="notice">No inviter matches.</p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Inviter</th>
                <th scope="col">Invited</th>
                <th scope="col">Valid</th>
                <th scope="col">Pair rewards paid</th>
                <th scope="col">Rebate paid</th>
                <th scope="col">Waiting</th>
                <th scope="col">Hold</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((i) => (
                <tr key={i.uid} data-inviter={i.uid}>
                  <td>
                    <Link to={`/players/${i.uid}`}>{i.uid}</Link>
                  </td>
                  <td>{i.invited}</td>
                  <td>{i.valid}</td>
                  <td>{money(sign, i.pairRewardsPaid)}</td>
                  <td>{money(sign, i.rebatePaid)}</td>
                  <td>{money(sign, i.waiting)}</td>
                  <td>
                    {i.heldAt ? `Held since ${new Date(i.heldAt).toLocaleString()}` : 'Not held'}
                    {mayHold ? (
                      <>
                        {' '}
                        <button type="button" disabled={hold.isPending} onClick={() => act(i)}>
                          {i.heldAt ? 'Release' : 'Hold rewards'}
                        </button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <NumberedPager page={page} total={list.data?.total} pageSize={PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
