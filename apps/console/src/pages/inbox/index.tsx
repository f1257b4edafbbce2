import { consoleApi } from '@cardroom/contract/console';
import { mayCall } from '../../access';
import { Broadcasts } from './Broadcasts';
import { Compose } from './Compose';

/**
 * The Inbox page: compose (one player for support; segments and everyone for owner and
 * marketing) and, for those who may broadcast, the list of broadcasts with their counts.
 */
export function InboxPage() {
  const canBroadcast = mayCall(consoleApi.consoleInboxBroadcast);
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox messages</h1>
      <Compose canBroadcast={canBroadcast} />
      {canBroadcast ? <Broadcasts /> : null}
    </section>
  );
}
