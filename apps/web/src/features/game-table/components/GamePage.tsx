import type { GameCodeField } from '@cardroom/contract';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/PageStatus';
import { useTranslation } from '../../../i18n';
import { gameByCode } from '../../../lib/games/catalog';
import { useLocation } from '../../../nav';

const GameTable = lazy(() => import('./GameTable'));

/** Where a launch URL points: /games/<code>?launch=<token>. */
export function parseGameUrl(url: string, origin: string) {
  let u: URL;
  try {
    u = new URL(url, origin);
  } catch {
    return null;
  }
  const m = /^\/games\/([a-z-]+)$/.exec(u.pathname);
  const game = m ? gameByCode(m[1] ?? '') : undefined;
  const launch = u.searchParams.get('launch');
  if (u.origin !== origin || !game || !launch) return null;
  return { code: game.code, launchToken: launch };
}

/** A house game, in its own chunk with the engines. */
export function HouseGame({ code, launchToken }: { code: GameCodeField; launchToken: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      {/* A new launch token (the game opened again) is a new table, not the old one's state. */}
      <GameTable key={launchToken} code={code} launchToken={launchToken} />
    </Suspense>
  );
}

/** The standalone game page the launch URL names (opened directly, outside GameWeb). */
export default function GamePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = parseGameUrl(`${pathname}${search}`, window.location.origin);
  if (!target) return <p className="gt gt-ended">{t('page.notFound')}</p>;
  return <HouseGame code={target.code} launchToken={target.launchToken} />;
}
