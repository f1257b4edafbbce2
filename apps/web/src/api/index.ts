import { i18n } from '../i18n';
import { nav } from '../nav';
import { useApp } from '../stores/app';
import { requestKey } from '../stores/language';
import { isLoggedIn, useSession } from '../stores/session';
import { showToast } from '../stores/ui';
import {
  answerReader,
  type ClientDeps,
  createClient,
  isLoginRequired,
  type NoAnswer,
  unanswered,
} from './client';
import { deviceId } from './device';
import { logoutLocal } from './session';

export type { ApiResult, CallOptions } from './client';

/** The app's single client: common fields from the stores, logout and toasts through the UI. */
const deps: ClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  common: () => {
    const app = useApp.getState();
    const s = useSession.getState();
    return {
      appId: app.appId,
      deviceNumber: deviceId(),
      locale: requestKey(),
      appPackageName: 'Web',
      h5No: app.h5No || undefined,
      adid: app.adjustAdid || undefined,
      ...(isLoggedIn(s) ? { sign: s.sign, uid: s.uid } : {}),
    };
  },
  onUnauthorized: (msg) => {
    const wasIn = isLoggedIn(useSession.getState());
    logoutLocal();
    if (wasIn) nav.reLaunch('/').catch(() => {});
    // A session limit ended the session: say so (the usual "please login" needs no toast).
    if (wasIn && msg && !isLoginRequired(undefined, msg)) showToast(msg);
  },
  toast: (msg) => showToast(msg),
  networkError: (why) => i18n.t(why === 'timeout' ? 'common.networkError' : 'common.offline'),
};
export const call = createClient(deps);
/** An answer that came another way than `call` (a live bet's on the table socket), read as `call` reads it. */
export const readAnswer = answerReader(deps);
/** What an answer that never came means, as `call` says it (a live bet's on a socket that closed). */
export const lostAnswer = (why: NoAnswer) => unanswered(deps.networkError, why);
