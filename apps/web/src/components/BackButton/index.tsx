import { useTranslation } from '../../i18n';
import { nav } from '../../nav';
import { Icon } from '../Icon';

/** Back one page; without history, nav falls back to Home. */
export function BackButton({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      aria-label={t('common.back')}
      data-testid="nav-back"
      onClick={() => {
        nav.navigateBack().catch(() => {});
      }}
    >
      <Icon name="back" size={22} />
    </button>
  );
}
