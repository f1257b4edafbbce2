import { useTranslation } from '../../i18n';
import { useUi } from '../../stores/ui';
import { Icon } from '../Icon';
import './Indicator.css';

/** The single toast/loading indicator (SPEC §4); the ui store decides which one shows. */
export function Indicator() {
  const { t } = useTranslation();
  const indicator = useUi((s) => s.indicator);
  if (!indicator) return null;
  const loading = indicator.kind === 'loading';
  return (
    <div className={loading ? 'indicator-layer is-blocking' : 'indicator-layer'}>
      <div
        className={loading ? 'indicator is-loading' : 'indicator'}
        role={loading ? 'progressbar' : 'status'}
        aria-live="polite"
        data-testid={loading ? 'loading' : 'toast'}
      >
        {loading && <span className="spinner" aria-hidden="true" />}
        {indicator.icon === 'success' && <Icon name="check" size={28} />}
        {indicator.icon === 'error' && <Icon name="close" size={28} />}
        <span>{indicator.text || (loading ? t('common.loading') : '')}</span>
      </div>
    </div>
  );
}
