import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HouseGame, parseGameUrl } from '../../../features/game-table';
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
  if (house) return <HouseGame code={house.code} launchToken={house.launchToken} />;
  if (/^https:\/\//i.test(url)) {
    return (
      <iframe
        className="gameweb-frame"
        src={url}
        title={t('page.gameWeb')}
        allow="autoplay; fullscreen"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        data-testid="gameweb-frame"
      />
    );
  }
  return <p className="gameweb-missing">{t('page.notFound')}</p>;
}
