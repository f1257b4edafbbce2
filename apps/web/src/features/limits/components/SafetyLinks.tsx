import '../../../components/Menu/menu.css';
import { Icon } from '../../../components/Icon';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';

/**
 * The Safer play page's other protections: taking a break and the reality check (pages of the
 * breaks feature; the page passes their paths). Shown in both editions.
 */
export function SafetyLinks({
  breakPath,
  realityPath,
}: {
  breakPath: string;
  realityPath: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="limits-more">{t('limits.more')}</h2>
      <ul className="menu card">
        {[
          { id: 'break', label: t('limits.break'), path: breakPath },
          { id: 'reality', label: t('limits.realityCheck'), path: realityPath },
        ].map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className="menu-item"
              data-testid={`safety-${row.id}`}
              onClick={() => go('navigateTo', row.path)}
            >
              <span className="menu-label">{row.label}</span>
              <Icon name="chevron" size={18} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
