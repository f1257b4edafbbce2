import type { ConsolePlayerDetail } from '@cardroom/contract/console';
import { money } from '../../money';

type Safety = ConsolePlayerDetail['safety'];
type Limit = Safety['limits'][number];

const KIND: Record<Limit['kind'], string> = {
  deposit: 'Deposit',
  loss: 'Loss',
  wager: 'Wager',
  session: 'Session',
};
const PERIOD: Record<NonNullable<Limit['period']>, string> = {
  day: 'a day',
  week: 'a week',
  month: 'a month',
};
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** A limit as support reads it out: what is in force, what is used, and a change to come. */
function limitText(l: Limit, sign: string): string {
  const amount = (v: number) => (l.kind === 'session' ? `${v} min` : money(sign, v));
  const name = l.period ? `${KIND[l.kind]} ${PERIOD[l.period]}` : `${KIND[l.kind]} length`;
  const now = l.value === null ? 'none' : amount(l.value);
  const used = l.kind !== 'session' && l.value !== null ? ` (used ${money(sign, l.used)})` : '';
  const pending = l.pendingRemove
    ? `; removed from ${when(l.pendingAt)}`
    : l.pendingValue !== null
      ? `; ${amount(l.pendingValue)} from ${when(l.pendingAt)}`
      : '';
  return `${name}: ${now}${used}${pending}`;
}

/**
 * The player's own safer-gambling choices, read-only: support answers "why can't I sign in /
 * deposit?" from here. Only the player sets or lifts them (SPEC: limits and breaks).
 */
export function PlayerSafety({ safety, sign }: { safety: Safety; sign: string }) {
  const b = safety.break;
  return (
    <>
      <dt>Break</dt>
      <dd data-testid="player-break">
        {b ? (
          <span className="flag">
            {b.kind === 'exclusion' ? 'Self-exclusion' : 'Time-out'} ({b.period}) until{' '}
            {b.endsAtText}
          </span>
        ) : (
          'None'
        )}
      </dd>
      <dt>Limits</dt>
      <dd data-testid="player-limits">
        {safety.limits.length === 0 ? (
          'None set'
        ) : (
          <ul className="plain">
            {safety.limits.map((l) => (
              <li key={`${l.kind}-${l.period ?? ''}`}>{limitText(l, sign)}</li>
            ))}
          </ul>
        )}
      </dd>
    </>
  );
}
