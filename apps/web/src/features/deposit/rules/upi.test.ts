// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canOpenUpiApp, upiIntent } from './upi';

describe('upiIntent', () => {
  it('carries the payee, the exact amount in rupees and the order number, encoded', () => {
    expect(
      upiIntent({
        upiId: 'cardroom.pay@hdfcbank',
        name: 'Cardroom Payments Pvt Ltd',
        amount: 150_050,
        orderNo: 'DP20261128',
      }),
    ).toBe(
      'upi://pay?pa=cardroom.pay%40hdfcbank&pn=Cardroom%20Payments%20Pvt%20Ltd&am=1500.50&cu=INR&tn=Deposit%20DP20261128&tr=DP20261128',
    );
    expect(upiIntent({ upiId: 'a@b', name: '', amount: 100_000, orderNo: 'X' })).toBe(
      'upi://pay?pa=a%40b&am=1000.00&cu=INR&tn=Deposit%20X&tr=X',
    );
  });

  it('gives no link without a UPI id or an amount', () => {
    expect(upiIntent({ upiId: '', name: 'n', amount: 100, orderNo: 'X' })).toBeNull();
    expect(upiIntent({ upiId: 'a@b', name: 'n', amount: 0, orderNo: 'X' })).toBeNull();
  });

  it('offers the app link only on a touch screen', () => {
    const media = (matches: boolean) => ({
      matchMedia: () => ({ matches }) as MediaQueryList,
    });
    expect(canOpenUpiApp(media(true))).toBe(true);
    expect(canOpenUpiApp(media(false))).toBe(false);
    expect(canOpenUpiApp(undefined)).toBe(false);
  });
});
