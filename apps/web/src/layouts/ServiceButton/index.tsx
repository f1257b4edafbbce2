import { Icon } from '../../components/Icon';
import { useTranslation } from '../../i18n';
import { openService } from '../../service/openService';
import './ServiceButton.css';

/**
 * The customer-service button, docked in the header's right slot (issue 33: floating over the
 * page it covered the first letter of "Absen harian", a prize on the Invitational ranks, cards
 * on the tables, the Account avatar and part of a "Set" button, whatever it tried). In the
 * header it takes its own place in the bar, on every page and on the game tables, so it can
 * never cover the page; the sign-in pages have no header and dock it in the hero's top corner,
 * across from the back button. A native button: Tab reaches it, Enter and Space open it.
 */
export function ServiceButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`service-btn ${className}`.trim()}
      data-testid="service-button"
      aria-label={t('service.open')}
      title={t('service.open')}
      onClick={() => openService()}
    >
      <Icon name="service" size={22} />
    </button>
  );
}
