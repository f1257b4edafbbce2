import { RealityCheckPopup } from '../../../features/breaks';
import { HouseGame, parseGameUrl } from '../../../features/game-table';
import { useTranslation } from '../../../i18n';
import { go, useLocation } from '../../../nav';
import { HOME } from '../../../nav/pages';
import './GameWeb.css';

/**
 * Opens a game's launch URL. Our own games render right here, in the app (one app boot, the
 * page scrolls and sizes like any other, no nested viewport on phones); another provider's
 * URL opens in a full-height frame, as its own page.
 */
export default function GameWeb() {
  const { t } = useTranslation();
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
  if (/^https:\/\//i.test(url)) {
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
  return <p className="gameweb-missing">{t('page.notFound')}</p>;
}
