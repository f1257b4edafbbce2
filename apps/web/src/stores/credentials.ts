import { create } from 'zustand';
import { KEYS, readJson, writeJson } from '../lib/storage';

/**
 * One-click sign-up's generated credentials, kept on this device until the player says they
 * saved them (issue 33: a reload before that lost the password for good, and changing it then
 * asked for it). Scoped to the account: another account signed in here never sees them.
 */
export interface KeptCredentials {
  /** The session uid the credentials belong to. */
  uid: string;
  userId: string;
  password: string;
}

export const useCredentials = create<{ kept: KeptCredentials | null }>(() => ({
  kept: readJson<KeptCredentials | null>(KEYS.oneClick, null),
}));

export const credentials = {
  keep(c: KeptCredentials) {
    writeJson(KEYS.oneClick, c);
    useCredentials.setState({ kept: c });
  },
  /** Saved by the player, or replaced by a password they chose: nothing to show again. */
  forget() {
    writeJson(KEYS.oneClick, null);
    useCredentials.setState({ kept: null });
  },
};

/** The kept credentials of the account `uid` ('' for none signed in), else null. */
export function keptFor(kept: KeptCredentials | null, uid: string): KeptCredentials | null {
  return kept !== null && uid !== '' && kept.uid === uid ? kept : null;
}
