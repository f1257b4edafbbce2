import { consoleApi } from '@cardroom/contract/console';
import { currentSession } from '../../providers';
import { Broadcasts } from './Broadcasts';
import { Compose } from './Compose';

/**
 * The Inbox page: compose (one player for support; segments and everyone for owner and
 * marketing) and, for those who may broadcast, the list of broadcasts with their counts.
 */
export function InboxPage() {
  const role = currentSession()?.operator.role;
  const access = consoleApi.consoleInboxBroadcast.access;
  const canBroadcast = Boolean(role && access !== 'signedOut' && access.includes(role));
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox messages</h1>
      <Compose canBroadcast={canBroadcast} />
      {canBroadcast ? <Broadcasts /> : null}
    </section>
  );
}
