import { type ConsolePlayerDetail, consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { call } from '../../api';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useConsoleMutation } from '../../data';
import { money, readAmount } from '../../money';
import { ReasonDialog } from '../../ReasonDialog';
import { REASONS, reasonProblem } from '../../reason';

/** What a change to a player refreshes: their facts, every records tab, the player list. */
const PLAYER_VIEWS = [
  consoleApi.consolePlayerGet,
  consoleApi.consolePlayerRecords,
  consoleApi.consolePlayerList,
];

/** Block or unblock sign-in, with a reason and a confirmation. */
export function BlockButton({ player }: { player: ConsolePlayerDetail }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const blocking = !player.disabled;
  const mutation = useConsoleMutation(
    (reason: string) =>
      call(blocking ? consoleApi.consolePlayerBlock : consoleApi.consolePlayerUnblock, {
        playerUid: player.uid,
        reason,
      }),
    {
      refresh: PLAYER_VIEWS,
      onSuccess: () => {
        setDone(
          blocking
            ? `Sign-in blocked for ${player.uid}; every session has ended.`
            : `${player.uid} may sign in again.`,
        );
        setOpen(false);
        mutation.reset();
      },
    },
  );
  return (
    <div>
      <button
        type="button"
        className={blocking ? 'danger' : ''}
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
      >
        {blocking ? 'Block sign-in' : 'Unblock sign-in'}
      </button>
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      {open ? (
        <ReasonDialog
          title={blocking ? `Block sign-in for ${player.uid}?` : `Unblock ${player.uid}?`}
          confirmLabel={blocking ? 'Block and end sessions' : 'Unblock'}
          label="kept in the audit log"
          rule={blocking ? REASONS.playerBlock : REASONS.playerUnblock}
          danger={blocking}
          busy={mutation.isPending}
          error={mutation.error?.message ?? null}
          onConfirm={(reason) => mutation.mutate(reason)}
          onCancel={() => {
            setOpen(false);
            mutation.reset();
          }}
        >
          <p>
            {blocking
              ? 'The player is signed out everywhere at once and cannot sign in until unblocked.'
              : 'The player can sign in again.'}
          </p>
        </ReasonDialog>
      ) : null}
    </div>
  );
}

type Direction = 'credit' | 'debit';
/** What the operator confirms: the form's values and the one request id of this submission. */
interface Pending {
  direction: Direction;
  amount: string;
  minor: number;
  reason: string;
  requestId: string;
}

/**
 * A manual credit or debit with a mandatory reason. Confirming shows the amount and the
 * balance it leads to; the request id is made once per submission, so a double click or a
 * retry after a lost answer moves the money once.
 */
export function AdjustForm({ player }: { player: ConsolePlayerDetail }) {
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const m = (minor: number) => money(player.currencySign, minor);
  const mutation = useConsoleMutation(
    (p: Pending) =>
      call(consoleApi.consolePlayerAdjust, {
        playerUid: player.uid,
        direction: p.direction,
        amount: p.amount,
        reason: p.reason,
        requestId: p.requestId,
      }),
    {
      refresh: PLAYER_VIEWS,
      onSuccess: (r) => {
        setDone(
          r.pendingApproval
            ? `Four-eyes rule: ${r.amount > 0 ? 'a credit' : 'a debit'} of ${m(Math.abs(r.amount))} needs a second operator. Request #${r.pendingApproval} waits in Requests; nothing has moved yet.`
            : `${r.amount > 0 ? 'Credited' : 'Debited'} ${m(Math.abs(r.amount))}; balance now ${m(r.balance)}.`,
        );
        setPending(null);
        setAmount('');
        setReason('');
        mutation.reset();
      },
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const read = readAmount(player.currencySign, amount);
    if (!read.ok) {
      setInvalid(read.error);
      return;
    }
    const minor = read.minor;
    const problem = reasonProblem(reason, REASONS.playerAdjust);
    if (problem) {
      setInvalid(problem);
      return;
    }
    setInvalid(null);
    setPending({ direction, amount, minor, reason: reason.trim(), requestId: crypto.randomUUID() });
  };
  const after = pending
    ? player.balance + (pending.direction === 'credit' ? pending.minor : -pending.minor)
    : 0;
  return (
    <form className="card adjust" onSubmit={submit} aria-label="Manual adjustment">
      <h2>Manual adjustment</h2>
      <fieldset>
        <legend>Direction</legend>
        {(['credit', 'debit'] as const).map((d) => (
          <label key={d} className="inline">
            <input
              type="radio"
              name="direction"
              value={d}
              checked={direction === d}
              onChange={() => setDirection(d)}
            />
            {d === 'credit' ? 'Credit (add)' : 'Debit (take)'}
          </label>
        ))}
      </fieldset>
      <label>
        Amount ({player.currencySign})
        <input
          inputMode="decimal"
          value={amount}
          maxLength={24}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="e.g. 1,500.50"
        />
      </label>
      <label>
        Reason (kept in the audit log)
        <textarea
          value={reason}
          maxLength={200}
          rows={2}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {invalid ? (
        <p className="error" role="alert">
          {invalid}
        </p>
      ) : null}
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit">Review adjustment</button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={`${pending.direction === 'credit' ? 'Credit' : 'Debit'} ${m(pending.minor)}?`}
          confirmLabel={pending.direction === 'credit' ? 'Credit the player' : 'Debit the player'}
          danger={pending.direction === 'debit'}
          busy={mutation.isPending}
          canConfirm={after >= 0}
          error={
            after < 0
              ? 'This debit is more than the player’s balance.'
              : (mutation.error?.message ?? null)
          }
          onConfirm={() => mutation.mutate(pending)}
          onCancel={() => {
            setPending(null);
            mutation.reset();
          }}
        >
          <dl className="facts">
            <dt>Player</dt>
            <dd>
              {player.uid} · <bdi>{player.nickname}</bdi>
            </dd>
            <dt>Balance now</dt>
            <dd>{m(player.balance)}</dd>
            <dt>Balance after</dt>
            <dd data-testid="adjust-after">{m(after)}</dd>
            <dt>Reason</dt>
            <dd>{pending.reason}</dd>
          </dl>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
