import { consoleApi } from '@cardroom/contract/console';
import { type FormEvent, useState } from 'react';
import { call } from '../../api';
import { useConsoleMutation, useConsoleQuery } from '../../data';

type Target = 'everyone' | 'segment' | 'saved' | 'player';

const playerCount = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;
/** A local date-time input's value as an ISO instant (the operator's own time zone). */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);
/** A date input (yyyy-mm-dd) as the start of that day in the operator's time zone. */
const dayOf = (day: string) => (day ? new Date(`${day}T00:00`).toISOString() : undefined);

/**
 * Compose one message in both languages and choose who gets it: one player (uid), a segment
 * of this deployment's market (VIP range, sign-up dates) or everyone, now or at a time. Before
 * a broadcast is sent the operator sees how many players the segment reaches now. A saved
 * segment (Players page) goes to the players it matches when sent, fixed then.
 */
export function Compose({ canBroadcast }: { canBroadcast: boolean }) {
  const [target, setTarget] = useState<Target>(canBroadcast ? 'everyone' : 'player');
  const [f, setF] = useState({
    titleEn: '',
    titleId: '',
    bodyEn: '',
    bodyId: '',
    link: '',
    playerUid: '',
    vipMin: '',
    vipMax: '',
    signedUpFrom: '',
    signedUpTo: '',
    sendAt: '',
    savedId: '',
  });
  const saved = useConsoleQuery(consoleApi.consoleSegmentsList, {}, { enabled: canBroadcast });
  const [reach, setReach] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => {
    setF({ ...f, [k]: e.target.value });
    setReach(null);
  };
  const segment = () =>
    target === 'saved'
      ? { savedSegmentId: f.savedId === '' ? undefined : Number(f.savedId) }
      : target === 'segment'
        ? {
            vipMin: f.vipMin === '' ? undefined : Number(f.vipMin),
            vipMax: f.vipMax === '' ? undefined : Number(f.vipMax),
            signedUpFrom: dayOf(f.signedUpFrom),
            signedUpTo: dayOf(f.signedUpTo),
          }
        : {};
  const mail = () => ({
    titleEn: f.titleEn,
    titleId: f.titleId,
    bodyEn: f.bodyEn,
    bodyId: f.bodyId,
    link: f.link,
  });

  const preview = useConsoleMutation(() => call(consoleApi.consoleInboxReach, segment()), {
    onSuccess: (r) => setReach(r.players),
  });
  const send = useConsoleMutation(
    async () => {
      if (target === 'player') {
        await call(consoleApi.consoleInboxSendToPlayer, { ...mail(), playerUid: f.playerUid });
        return `Sent to player ${f.playerUid}.`;
      }
      const r = await call(consoleApi.consoleInboxBroadcast, {
        ...mail(),
        ...segment(),
        sendAt: isoOf(f.sendAt),
      });
      return f.sendAt
        ? `Broadcast #${r.id} scheduled; the segment has ${playerCount(r.players)} now.`
        : `Broadcast #${r.id} sent to ${playerCount(r.players)}.`;
    },
    {
      refresh: [consoleApi.consoleInboxBroadcasts],
      onSuccess: (text) => {
        setDone(text);
        setReach(null);
        setF({ ...f, titleEn: '', titleId: '', bodyEn: '', bodyId: '', link: '' });
      },
    },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    // A broadcast shows its reach first; sending is a second, deliberate click.
    if (target !== 'player' && reach === null) preview.mutate();
    else send.mutate();
  };
  const error = preview.error ?? send.error;

  return (
    <form className="compose" onSubmit={submit} aria-labelledby="compose-title">
      <h2 id="compose-title">New message</h2>
      <fieldset className="targets">
        <legend>Send to</legend>
        {canBroadcast ? (
          <>
            <label className="inline">
              <input
                type="radio"
                name="target"
                checked={target === 'everyone'}
                onChange={() => {
                  setTarget('everyone');
                  setReach(null);
                }}
              />
              Everyone in the market
            </label>
            <label className="inline">
              <input
                type="radio"
                name="target"
                checked={target === 'segment'}
                onChange={() => {
                  setTarget('segment');
                  setReach(null);
                }}
              />
              A segment
            </label>
            <label className="inline">
              <input
                type="radio"
                name="target"
                checked={target === 'saved'}
                onChange={() => {
                  setTarget('saved');
                  setReach(null);
                }}
              />
              A saved segment
            </label>
          </>
        ) : null}
        <label className="inline">
          <input
            type="radio"
            name="target"
            checked={target === 'player'}
            onChange={() => {
              setTarget('player');
              setReach(null);
            }}
          />
          One player
        </label>
      </fieldset>
      {target === 'player' ? (
        <label>
          Player uid
          <input value={f.playerUid} onChange={set('playerUid')} required maxLength={32} />
        </label>
      ) : null}
      {target === 'saved' ? (
        <label>
          Saved segment (Players page)
          <select value={f.savedId} onChange={set('savedId')} required>
            <option value="">Choose…</option>
            {(saved.data?.segments ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {target === 'segment' ? (
        <div className="filters">
          <label>
            VIP from
            <input type="number" min={0} max={100} value={f.vipMin} onChange={set('vipMin')} />
          </label>
          <label>
            VIP to
            <input type="number" min={0} max={100} value={f.vipMax} onChange={set('vipMax')} />
          </label>
          <label>
            Signed up from
            <input type="date" value={f.signedUpFrom} onChange={set('signedUpFrom')} />
          </label>
          <label>
            Signed up before
            <input type="date" value={f.signedUpTo} onChange={set('signedUpTo')} />
          </label>
        </div>
      ) : null}
      <div className="two-langs">
        <label>
          Title (English)
          <input value={f.titleEn} onChange={set('titleEn')} required maxLength={80} />
        </label>
        <label>
          Title (Indonesian)
          <input value={f.titleId} onChange={set('titleId')} required maxLength={80} />
        </label>
        <label>
          Text (English)
          <textarea value={f.bodyEn} onChange={set('bodyEn')} required maxLength={2000} rows={4} />
        </label>
        <label>
          Text (Indonesian)
          <textarea value={f.bodyId} onChange={set('bodyId')} required maxLength={2000} rows={4} />
        </label>
      </div>
      <label>
        In-app link (optional, e.g. /pages/wallet/Deposit)
        <input value={f.link} onChange={set('link')} maxLength={200} placeholder="/pages/…" />
      </label>
      {target !== 'player' ? (
        <label>
          Send at (empty: now)
          <input type="datetime-local" value={f.sendAt} onChange={set('sendAt')} />
        </label>
      ) : null}
      {reach !== null ? (
        <p className="reach" role="status">
          This reaches <strong>{reach}</strong> {reach === 1 ? 'player' : 'players'} now
          {target === 'saved'
            ? ' (the players in the segment now; they are fixed when it is sent)'
            : f.sendAt
              ? ' (players who sign up before the send time will see it too)'
              : ''}
          .
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error.message}
        </p>
      ) : null}
      {done ? (
        <p className="success" role="status">
          {done}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" disabled={preview.isPending || send.isPending}>
          {target === 'player'
            ? 'Send to player'
            : reach === null
              ? 'Check reach'
              : f.sendAt
                ? `Schedule for ${playerCount(reach)}`
                : `Send to ${playerCount(reach)}`}
        </button>
      </div>
    </form>
  );
}
