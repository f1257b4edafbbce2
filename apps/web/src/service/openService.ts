import { i18n } from '../i18n';
import { useSession } from '../stores/session';
import { showToast } from '../stores/ui';

/** Opens the chosen customer-service contact in a new tab (or the wrapper's browser). */
export function openService(): void {
  const url = useSession.getState().serviceUrl;
  if (!url) {
    showToast(i18n.t('service.unavailable'));
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
