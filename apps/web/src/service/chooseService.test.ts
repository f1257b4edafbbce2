// @vitest-environment node
import type { ServiceEntry } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { chooseService, contactToUrl } from './chooseService';

const vip: ServiceEntry = { mobileName: 'VipCS', mobileNumber: ['vip-1', 'vip-2'], minVipLevel: 3 };
const vipWeb: ServiceEntry = { mobileName: 'VipWebCS', mobileNumber: ['vipweb-1'], minVipLevel: 0 };
const web: ServiceEntry = { mobileName: 'WebCS', mobileNumber: ['web-1'], minVipLevel: 0 };

describe('chooseService', () => {
  it('uses the first VipCS number above the VipCS threshold', () => {
    expect(chooseService([web, vipWeb, vip], 4)).toEqual({ contact: 'vip-1', minVipLevel: 3 });
  });

  it('uses VipWebCS at or below the threshold', () => {
    expect(chooseService([vip, vipWeb, web], 3).contact).toBe('vipweb-1');
    expect(chooseService([vip, vipWeb, web], 0).contact).toBe('vipweb-1');
  });

  it('falls back to WebCS when VipWebCS is missing', () => {
    expect(chooseService([vip, web], 1).contact).toBe('web-1');
  });

  it('falls back to WebCS when the chosen group has no numbers', () => {
    expect(chooseService([{ ...vip, mobileNumber: [] }, web], 9).contact).toBe('web-1');
  });

  it('defaults the threshold to 6 without a VipCS entry', () => {
    expect(chooseService([vipWeb, web], 7)).toEqual({ contact: 'vipweb-1', minVipLevel: 6 });
  });

  it('answers empty when nothing is configured', () => {
    expect(chooseService(undefined, 0)).toEqual({ contact: '', minVipLevel: 6 });
  });
});

describe('contactToUrl', () => {
  it('keeps links and turns numbers into WhatsApp links', () => {
    expect(contactToUrl('https://t.me/help')).toBe('https://t.me/help');
    expect(contactToUrl('+62 812-3456-7890')).toBe('https://wa.me/6281234567890');
    expect(contactToUrl('')).toBe('');
  });
});
