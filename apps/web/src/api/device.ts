import { KEYS, readJson, writeJson } from '../lib/storage';

let cached: string | undefined;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stable per-browser id: guest accounts are bound to it, so it must not change between visits. */
export function deviceId(): string {
  if (cached) return cached;
  const stored = readJson<string>(KEYS.deviceId, '');
  cached = stored || `web-${randomId()}`;
  if (!stored) writeJson(KEYS.deviceId, cached);
  return cached;
}

/** Device details the sign-in calls send (SPEC §3). */
export function deviceInfo(referralCode: string) {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const info: {
    deviceName: string;
    systemVersion: string;
    appVersion: string;
    referralCode?: string;
  } = {
    deviceName: 'Web',
    systemVersion: ua.slice(0, 64),
    appVersion: '1.0.0',
  };
  if (referralCode) info.referralCode = referralCode.slice(0, 32);
  return info;
}
