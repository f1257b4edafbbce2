import { Suspense } from 'react';
import { ComingSoon } from '../../../components/ComingSoon';
import { PageLoading } from '../../../components/PageStatus';
import { RealityCheckPopup } from '../../../features/breaks';
import { LiveTable } from '../../../features/live';
import { go, useLocation } from '../../../nav';
import { HOME } from '../../../nav/pages';

/**
 * A live table (`?table=<id>`, from the lobby; a deep link and a reload open the same table
 * and resume the round under way). The reality check runs over it as over any game.
 */
export default function LiveTablePage() {
  const { search } = useLocation();
  const table = new URLSearchParams(search).get('table') ?? '';
  if (!/^[a-z0-9-]{1,32}$/.test(table))
    return <ComingSoon titleKey="page.notFound" icon="close" notFound />;
  return (
    <Suspense fallback={<PageLoading />}>
      <LiveTable key={table} tableId={table} />
      <RealityCheckPopup onLeave={() => go('reLaunch', HOME)} />
    </Suspense>
  );
}
