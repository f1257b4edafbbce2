import { ComingSoon } from '../../../components/ComingSoon';
import { PageLoading } from '../../../components/PageStatus';
import { RealityCheckPopup } from '../../../features/breaks';
import { HouseGame, parseGameUrl } from '../../../features/game-table';
import { isAllowedGameUrl } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { go, useLocation } from '../../../nav';
import { HOME } from '../../../nav/pages';
import { useApp } from '../../../stores/app';
import './GameWeb.css';

/**
 * Opens a game's launch URL. Our own games render right here, in the app (one app boot, the
 * page scrolls and sizes like any other, no nested viewport on phones); a URL on one of the
 * operator's game providers (gconfig's game_origins) opens in a full-height frame, as its own
 * page; any other URL is not found (the server's CSP frame-src would refuse it anyway).
 */
export default function GameWeb() {
  const { t } = useTranslation();
  const config = useApp((s) => s.appConfig);
  const { search } = useLocation();
  const url = new URLSearchParams(search).get('url') ?? '';
  const house = url ? parseGameUrl(url, window.location.origin) : null;
  // The reality check (modules/breaks) runs over whichever game is open; leaving goes Home.
  const check = <RealityCheckPopup onLeave={() => go('reLaunch', HOME)} />;
  if (house) {
    return (
      <>
        <HouseGame code={house.code} launchToken={house.launchToken} />
        {check}
      </>
    );
  }
  // The allowlist comes with the app config: wait for it before saying "not found".
  if (config === null) return <PageLoading />;
  if (isAllowedGameUrl(url, config.game_origins)) {
    return (
      <>
        {check}
        <iframe
          className="gameweb-frame"
          src={url}
          title={t('page.gameWeb')}
          allow="autoplay; fullscreen"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          data-testid="gameweb-frame"
        />
      </>
    );
  }
  return <ComingSoon titleKey="page.notFound" icon="close" notFound />;
}
