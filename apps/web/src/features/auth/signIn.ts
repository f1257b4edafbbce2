import type { SessionResult } from '@cardroom/contract';
import type { ApiResult } from '../../api';
import { i18n } from '../../i18n';
import { hideLoading, showLoading, showToast } from '../../stores/ui';
import { completeLogin, leaveLogin } from './login';

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
      const greeting = r.data.newUserFlag ? 'login.welcomeNew' : 'login.welcome';
      showToast(i18n.t(greeting), { icon: 'success' });
    }
    after(r.data);
    return true;
  } finally {
    hideLoading();
  }
}
