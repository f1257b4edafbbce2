import { i18n } from '../i18n';
import { showToast } from '../stores/ui';

/** Legacy copy for browsers (and web views) without the async clipboard API. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * SPEC §8 copy texts: "content copied", or ask the player to copy by hand. `quiet` copies without
 * a toast, for a copy that is a safety net on the way to something else.
 */
export async function copyText(text: string, opts: { quiet?: boolean } = {}): Promise<boolean> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    ok = legacyCopy(text);
  }
  if (!opts.quiet) showToast(i18n.t(ok ? 'common.copied' : 'common.copyFailed'));
  return ok;
}
