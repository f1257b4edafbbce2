import { type api, type PayloadOf, routes } from '@cardroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { refreshAfterAccountChanged } from '../../hooks/useServerSync';
import { session } from '../../stores/session';
import { hideLoading, showLoading } from '../../stores/ui';

// The player's own data is read by hooks/useServerSync into the session store (every screen
// shows it), so this feature has no queries of its own: only the writes that change it.

/** Saves the profile fields; the answer is the new user info, stored for every screen. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (fields: PayloadOf<typeof api.updateUserInfo>) => {
      showLoading();
      try {
        const r = await call(routes.updateUserInfo, fields);
        if (r.ok) session.setUserInfo(r.data);
        return r;
      } finally {
        hideLoading();
      }
    },
  });
}

/**
 * Change password, with the current one when the account has one. The server revokes every
 * other session and answers a fresh sign/uid, which replaces ours so this device stays signed in.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (v: { oldPassword?: string; newPassword: string }) => {
      showLoading();
      try {
        const r = await call(routes.ssoModify, v);
        if (r.ok) session.setAuth(r.data.sign, r.data.uid, r.data.newUserFlag);
        return r;
      } finally {
        hideLoading();
      }
    },
  });
}

/** Binds a phone with its code, then reloads the player (withdraw reads hasMobile). */
export function useBindPhone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { mobile: string; code: string }) => {
      const r = await call(routes.bindPhone, {
        mobile: v.mobile.trim(),
        verificationCode: v.code.trim(),
      });
      // The user info query refetches (and fills the session store) before this resolves.
      if (r.ok) await refreshAfterAccountChanged(qc);
      return r;
    },
  });
}

/**
 * The phone change's calls (issue 33): a code to the current number (when the account has no
 * withdraw password), the proof that answers a ticket, a code to the new number, the change.
 * Errors reach the player through `call`'s toast; each answers the call's result.
 */
export const phoneChangeCalls = {
  codeToCurrent: () => call(routes.sendBoundPhoneCode, { type: 'changePhone' }),
  verify: (proof: { withdrawPassword: string } | { verificationCode: string }) =>
    call(routes.changePhoneVerify, proof),
  codeToNew: (ticket: string, mobile: string) =>
    call(routes.changePhoneSendCode, { ticket, mobile: mobile.trim() }),
};

/** The change itself, then the player is reloaded (Account shows the new number, masked). */
export function useChangePhone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { ticket: string; mobile: string; code: string }) => {
      const r = await call(routes.changePhone, {
        ticket: v.ticket,
        mobile: v.mobile.trim(),
        verificationCode: v.code.trim(),
      });
      if (r.ok) await refreshAfterAccountChanged(qc);
      return r;
    },
  });
}
