// @vitest-environment node
import type { RechargeTypeItem } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { buildTabs, giftBadge, giftBps, splitVa } from './tabs';

const method = (type: string, extra: Partial<RechargeTypeItem> = {}): RechargeTypeItem => ({
  type,
  name: type.toUpperCase(),
  isDefault: 0,
  disable: false,
  amountRange: '{"min":100,"max":1000}',
  showWeight: 0,
  showOffset: 0,
  ...extra,
});

const all = {
  rechargeTypes: [1, 2, 3, 4],
  giftSwitch: true,
  showTranfer: true,
  transferGift: 0.03,
  transferGiftSwitch: true,
  agentRechargeSwitch: true,
  agentRechargeGift: 0.02,
  showCrypto: true,
  cryptoGift: 0.05,
  methodGiftBudgetLeft: 1_000_000,
};

describe('giftBps and giftBadge', () => {
  it('is the rate in whole basis points, without float noise', () => {
    expect(giftBps(0.03)).toBe(300);
    expect(giftBps(0.07)).toBe(700);
    expect(giftBps(0.125)).toBe(1250);
    expect(giftBps(1)).toBe(10_000);
  });
  it('is 0 for no gift', () => {
    expect(giftBps(0)).toBe(0);
    expect(giftBps(-0.1)).toBe(0);
    expect(giftBps(Number.NaN)).toBe(0);
    expect(giftBps(undefined)).toBe(0);
  });
  it('writes the badge with the language decimal mark (no stray "." in Indonesian)', () => {
    expect(giftBadge(300, 'en')).toBe('+3%');
    expect(giftBadge(300, 'id')).toBe('+3%');
    expect(giftBadge(1250, 'en')).toBe('+12.5%');
    expect(giftBadge(1250, 'id')).toBe('+12,5%');
    expect(giftBadge(5, 'id')).toBe('+0,05%');
    expect(giftBadge(0, 'id')).toBe('');
  });
});

describe('buildTabs', () => {
  it('follows rechargeTypes with each switch and badge', () => {
    expect(buildTabs(all)).toEqual([
      { title: 'deposit.tab.online', key: 1, giftBps: 0, giftSpent: false },
      { title: 'deposit.tab.transfer', key: 2, giftBps: 300, giftSpent: false },
      { title: 'deposit.tab.agency', key: 3, giftBps: 200, giftSpent: false },
      { title: 'deposit.tab.crypto', key: 4, giftBps: 500, giftSpent: false },
    ]);
  });

  it('keeps the order of the codes and ignores unknown or repeated ones', () => {
    expect(buildTabs({ ...all, rechargeTypes: [4, 9, 1, 4] }).map((t) => t.key)).toEqual([4, 1]);
  });

  it('shows online only with giftSwitch', () => {
    expect(buildTabs({ ...all, giftSwitch: false }).map((t) => t.key)).toEqual([2, 3, 4]);
  });

  it('shows transfer only with showTranfer, its badge only with transferGiftSwitch', () => {
    expect(buildTabs({ ...all, showTranfer: false }).map((t) => t.key)).toEqual([1, 3, 4]);
    expect(buildTabs({ ...all, transferGiftSwitch: false })[1]).toEqual({
      title: 'deposit.tab.transfer',
      key: 2,
      giftBps: 0,
      giftSpent: false,
    });
  });

  it('shows agency only with agentRechargeSwitch and crypto only with showCrypto', () => {
    expect(buildTabs({ ...all, agentRechargeSwitch: false }).map((t) => t.key)).toEqual([1, 2, 4]);
    expect(buildTabs({ ...all, showCrypto: false }).map((t) => t.key)).toEqual([1, 2, 3]);
    expect(
      buildTabs({ ...all, agentRechargeGift: 0, cryptoGift: 0 }).map((t) => t.giftBps),
    ).toEqual([0, 300, 0, 0]);
  });

  it('inserts the virtual-account tab (key 5) at position 2 when a VA type exists', () => {
    const tabs = buildTabs({ ...all, rechargeTypeList: [method('qris'), method('va')] });
    expect(tabs.map((t) => t.key)).toEqual([1, 5, 2, 3, 4]);
    expect(tabs[1]).toEqual({ title: 'deposit.tab.va', key: 5, giftBps: 0, giftSpent: false });
  });

  it('has no VA tab without a VA type, and appends it when it is the only tab', () => {
    expect(buildTabs({ ...all, rechargeTypeList: [method('qris')] }).some((t) => t.key === 5)).toBe(
      false,
    );
    expect(
      buildTabs({ ...all, rechargeTypes: [], rechargeTypeList: [method('va')] }).map((t) => t.key),
    ).toEqual([5]);
  });

  it('with no gift budget left today, shows no badge and marks each method with a gift as spent', () => {
    const tabs = buildTabs({ ...all, transferGiftSwitch: false, methodGiftBudgetLeft: 0 });
    expect(tabs.map((t) => t.giftBps)).toEqual([0, 0, 0, 0]);
    // Online has no gift and the transfer gift is switched off: nothing to withhold there.
    expect(tabs.map((t) => t.giftSpent)).toEqual([false, false, true, true]);
    // Some budget left: the badges stay.
    expect(buildTabs({ ...all, methodGiftBudgetLeft: 5_000 }).map((t) => t.giftBps)).toEqual([
      0, 300, 200, 500,
    ]);
  });

  it('gives no tabs for an empty configuration', () => {
    expect(buildTabs({ ...all, rechargeTypes: [] })).toEqual([]);
  });
});

describe('splitVa', () => {
  it('takes the VA type out of the ordinary list', () => {
    const { vaType, rest } = splitVa([method('qris'), method('va'), method('dana')]);
    expect(vaType?.type).toBe('va');
    expect(rest.map((m) => m.type)).toEqual(['qris', 'dana']);
  });
  it('leaves a list without VA alone', () => {
    const list = [method('qris')];
    expect(splitVa(list)).toEqual({ vaType: null, rest: list });
  });
});
