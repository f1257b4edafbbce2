import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturn, safeReturnTarget, takeReturn } from './returnTo';

describe('the page to return to after signing in', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a known page with its query, once', () => {
    rememberReturn('/pages/wallet/DepositOrderDetail?orderNo=D1');
    expect(takeReturn()).toBe('/pages/wallet/DepositOrderDetail?orderNo=D1');
    expect(takeReturn()).toBeNull();
  });

  it('ignores sign-in pages, the entry, unknown pages and other sites', () => {
    expect(safeReturnTarget('/pages/Login/Register')).toBeNull();
    expect(safeReturnTarget('/')).toBeNull();
    expect(safeReturnTarget('/pages/nope/Nope')).toBeNull();
    expect(safeReturnTarget('//evil.example/pages/wallet/Deposit')).toBeNull();
    expect(safeReturnTarget('https://evil.example/')).toBeNull();
    rememberReturn('/pages/Login/LoginV2');
    expect(takeReturn()).toBeNull();
  });
});
