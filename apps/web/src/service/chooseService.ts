import type { ServiceEntry } from '@cardroom/contract';

export const DEFAULT_MIN_VIP_LEVEL = 6;

export interface ServiceChoice {
  /** The contact to open, or '' when the operator configured none. */
  contact: string;
  /** VipCS's threshold, kept so the UI can say which level unlocks VIP service. */
  minVipLevel: number;
}

const first = (entries: readonly ServiceEntry[], name: ServiceEntry['mobileName']) =>
  entries.find((e) => e.mobileName === name);

/**
 * SPEC §4's reading of the ambiguous source: above VipCS's minVipLevel use VipCS, otherwise
 * VipWebCS; when the chosen group is missing or empty, fall back to WebCS.
 */
export function chooseService(
  entries: readonly ServiceEntry[] | undefined,
  vipLevel: number,
): ServiceChoice {
  const list = entries ?? [];
  const vip = first(list, 'VipCS');
  const minVipLevel = vip?.minVipLevel ?? DEFAULT_MIN_VIP_LEVEL;
  const primary = vip && vipLevel > minVipLevel ? vip : first(list, 'VipWebCS');
  const contact = primary?.mobileNumber[0] ?? first(list, 'WebCS')?.mobileNumber[0] ?? '';
  return { contact, minVipLevel };
}

/**
 * Operators enter either a link or a bare WhatsApp number; a number becomes a wa.me link so
 * the button always opens something.
 */
export function contactToUrl(contact: string): string {
  const c = contact.trim();
  if (c === '') return '';
  if (/^https?:\/\//i.test(c)) return c;
  const digits = c.replace(/[^\d]/g, '');
  if (digits.length >= 6 && /^[+\d\s()-]+$/.test(c)) return `https://wa.me/${digits}`;
  return c.startsWith('//') ? `https:${c}` : `https://${c}`;
}
