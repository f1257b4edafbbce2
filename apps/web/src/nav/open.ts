import { go } from '.';
import { findPage, isTabPage } from './pages';

/** Operator-configured links (banners) are either an app page or an outside https URL. */
export function openLink(link: string): void {
  if (link.startsWith('/')) {
    if (!findPage(link)) return;
    go(isTabPage(link) ? 'switchTab' : 'navigateTo', link);
    return;
  }
  if (/^https:\/\//i.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
}
