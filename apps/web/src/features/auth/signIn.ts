import type { SessionResult } from '@cardroom/contract';
import type { ApiResult } from '../../api';
import { i18n } from '../../i18n';
import { useSession } from '../../stores/session';
import { hideLoading, showLoading, showToast } from '../../stores/ui';
import { completeLogin, leaveLogin } from './login';

/**
 * A greeting held while the 18+ sheet asks its question: a toast over the sheet covered its
 * boxes for 1.5 s on a first visit (issue 33), so it is shown once the sheet is confirmed.
 */
let heldGreeting: string | null = null;

/** The 18+ sheet was confirmed: the greeting held for it is shown now. */
export function releaseGreeting(): void {
  const text = heldGreeting;
  heldGreeting = null;
  if (text) showToast(text, { icon: 'success' });
}

/** The player left instead (not 18+): nobody to greet. */
export function dropGreeting(): void {
  heldGreeting = null;
}

/**
 * Runs one sign-in call behind the loading indicator. On success the session is stored and
 * the player loaded; `after` decides where to go (default: Home). Failure texts were
 * already toasted by the request wrapper.
 */
export async function signIn<T extends SessionResult>(
  request: () => Promise<ApiResult<T>>,
  after: (r: T) => void = leaveLogin,
  opts: { welcome?: boolean } = {},
): Promise<boolean> {
  showLoading();
  try {
    const r = await request();
    if (!r.ok) return false;
    await completeLogin(r.data);
    // The server says whether this sign-in made the account: a first visit is not greeted
    // "Welcome back".
    if (opts.welcome !== false) {
      const text = i18n.t(r.data.newUserFlag ? 'login.welcomeNew' : 'login.welcome');
      if (useSession.getState().userInfo?.adultConfirmed === false) heldGreeting = text;
      else showToast(text, { icon: 'success' });
    }
    after(r.data);
    return true;
  } finally {
    hideLoading();
  }
}
