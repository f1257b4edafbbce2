// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indiaInfo } from '../fixtures';
import { deriveFromChargeInfo, parseAgents, parseRechargeItems } from './derive';

describe('parseAgents', () => {
  it('parses the JSON text and keeps only https contact links', () => {
    const agents = parseAgents(
      JSON.stringify([
        {
          id: 'a',
          name: 'A',
          avatar: 'avatar:1',
          contacts: [
            { kind: 'telegram', url: 'https://t.me/a' },
            { kind: 'whatsapp', url: 'javascript:alert(1)' },
            { kind: 'sms', url: 'https://x' },
          ],
        },
        { name: 'no id' },
        null,
      ]),
    );
    expect(agents).toEqual([
      {
        id: 'a',
        name: 'A',
        avatar: 'avatar:1',
        contacts: [{ kind: 'telegram', url: 'https://t.me/a' }],
      },
    ]);
  });
  it('gives no agents for broken text', () => {
    expect(parseAgents('{oops')).toEqual([]);
    expect(parseAgents('{"a":1}')).toEqual([]);
    expect(parseAgents('')).toEqual([]);
  });
});

describe('parseRechargeItems', () => {
  it('splits on | and drops junk', () => {
    expect(parseRechargeItems('10000|30000|x||50000| 7 |-5|0')).toEqual([
      10_000, 30_000, 50_000, 7,
    ]);
    expect(parseRechargeItems('')).toEqual([]);
  });
});

describe('deriveFromChargeInfo', () => {
  it('fills every store field from one answer', () => {
    const s = deriveFromChargeInfo(indiaInfo(), '+91', null);
    expect(s.chargeInfo.rechargeOpen).toBe(true);
    expect([
      s.showCrypto,
      s.showTranfer,
      s.giftSwitch,
      s.agentRechargeSwitch,
      s.fillOrderSwitch,
    ]).toEqual([true, true, true, true, true]);
    expect(s.rechargeTypes).toEqual([1, 2, 3, 4]);
    expect(s.tabList.map((t) => t.key)).toEqual([1, 5, 2, 3, 4]);
    expect(s.agentsV2[0]?.name).toBe('Agent Priya');
    expect(s.hasVA).toBe(true);
    expect(s.rechargeTypeList.map((m) => m.type)).toEqual(['upi_fast', 'phonepe']);
    expect(s.vaDeposit.depositMethod).toBe('va');
    expect(s.vaDeposit.depositMethodList.map((m) => m.type)).toEqual(['va']);
    expect(s.impsInfo?.type).toBe('imps');
    expect(s.upiRechargeList).toEqual([10_000, 30_000, 50_000]);
    expect(s.impsRechargeList).toEqual([50_000, 100_000]);
    expect(s.cryptoList).toEqual([
      { network: 'TRC20', currency: 'USDT', minAmount: 50_000, rate: 8_450 },
    ]);
    expect(s.transferDeposit.depositPaymentMethod).toBe('upi');
  });

  it('defaults the online amount to the typeA amount closest to defaultIndex and applies +91 rules', () => {
    const s = deriveFromChargeInfo(indiaInfo(), '+91', null);
    expect(s.onlinePaymentData.depositAmount).toBe('500');
    // ₹500 ≤ limit ₹1,000: by showOffset, so PhonePe (5) comes before UPI Fast (10).
    expect(s.onlinePaymentData.depositMethodList.map((m) => m.type)).toEqual([
      'phonepe',
      'upi_fast',
    ]);
    expect(s.onlinePaymentData.depositMethod).toBe('phonepe');
    expect(s.onlinePaymentData.depositMethodName).toBe('PhonePe');
    expect(s.onlinePaymentData.depositMethodSelectItem?.type).toBe('phonepe');
  });

  it('selects isDefault == 1 for other prefixes', () => {
    const s = deriveFromChargeInfo(indiaInfo(), '+62', {
      channels: [{ type: 'upi_fast', name: 'UPI Fast', gateway: 'sandbox', enabled: true }],
      depositNotice: '',
    });
    expect(s.onlinePaymentData.depositMethod).toBe('upi_fast');
    expect(s.onlinePaymentData.depositChannel).toBe('sandbox');
  });

  it('keeps what the player typed when the configuration is loaded again', () => {
    const first = deriveFromChargeInfo(indiaInfo(), '+91', null);
    const again = deriveFromChargeInfo(indiaInfo(), '+91', null, {
      ...first,
      onlinePaymentData: { ...first.onlinePaymentData, depositAmount: '3000' },
    });
    expect(again.onlinePaymentData.depositAmount).toBe('3000');
    // ₹3,000 > limit: by weight, UPI Fast (40) first; PhonePe (max ₹10,000) still fits.
    expect(again.onlinePaymentData.depositMethod).toBe('upi_fast');
  });

  it('has no VA tab or form without a VA type', () => {
    const info = indiaInfo();
    const s = deriveFromChargeInfo(
      { ...info, rechargeTypeList: info.rechargeTypeList.filter((m) => m.type !== 'va') },
      '+91',
      null,
    );
    expect(s.hasVA).toBe(false);
    expect(s.tabList.map((t) => t.key)).toEqual([1, 2, 3, 4]);
    expect(s.vaDeposit.depositMethod).toBe('');
  });
});
