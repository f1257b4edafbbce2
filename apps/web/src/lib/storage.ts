/**
 * localStorage with JSON values. Private-mode browsers and full quotas throw, so every
 * access is guarded: a missing or unreadable key reads as the fallback (the spec's
 * "data not found" gives an empty value rather than breaking the page).
 */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null || value === '') {
      globalThis.localStorage?.removeItem(key);
    } else {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    }
  } catch {
    // Storage full or blocked: the app still works for this visit.
  }
}

/** The spec's local keys (SPEC §9), in one place so no page invents its own. */
export const KEYS = {
  user: 'user',
  vip: 'vip',
  service: 'service',
  sign: 'sign',
  uid: 'uid',
  serviceUrl: 'serviceUrl',
  minVipLevel: 'minVipLevel',
  lang: 'lang',
  deviceId: 'deviceId',
  /** One-click sign-up's credentials until the player confirms they saved them. */
  oneClick: 'oneClickCredentials',
} as const;
