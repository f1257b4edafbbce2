import { useTranslation } from '../../i18n';
import './CoinsLabel.css';

/** "coins, no cash value" under every balance in the play-money edition (EDITION=play). */
export function CoinsLabel() {
  const { t } = useTranslation();
  return (
    <small className="coins-label" data-testid="coins-label">
      {t('play.coins')}
    </small>
  );
}
