import { useTranslation } from '../../i18n';
import { go } from '../../nav';
import { HOME } from '../../nav/pages';
import { Icon, type IconName } from '../Icon';
import './ComingSoon.css';

/**
 * An honest placeholder for pages a later issue builds: it names the page and says it is
 * not available yet, instead of a form that pretends to work.
 */
export function ComingSoon({
  titleKey,
  icon = 'dice',
  notFound = false,
}: {
  titleKey: string;
  icon?: IconName;
  /** The same frame for an unknown url, without claiming the page is coming. */
  notFound?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" data-testid={notFound ? 'not-found' : 'coming-soon'}>
      <div className="coming-soon-badge">
        <Icon name={icon} size={40} />
      </div>
      <h1>{t(titleKey)}</h1>
      {!notFound && <p className="coming-soon-tag">{t('comingSoon.tag')}</p>}
      <p className="muted">{t(notFound ? 'comingSoon.notFoundText' : 'comingSoon.text')}</p>
      <button type="button" className="btn btn-ghost" onClick={() => go('switchTab', HOME)}>
        {t('comingSoon.home')}
      </button>
    </section>
  );
}
