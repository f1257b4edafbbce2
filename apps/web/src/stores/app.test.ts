// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyGconfig, applyLaunchParams, isPlay, readAppConfig, useApp } from './app';

const config = {
  manual_recharge_url: 'https://pay.example/manual',
  faq_url: 'https://example/faq',
  currency_sign: '₹',
  phone_prefix: '+91',
  app_name: 'Cardroom IN',
  market: 'IN',
  sandbox: true,
};

describe('app store', () => {
  it('reads the gconfig config text into app state', () => {
    applyGconfig(JSON.stringify(config), 1);
    const s = useApp.getState();
    expect(s.currencySign).toBe('₹');
    expect(s.phoneNumberPrefix).toBe('+91');
    expect(s.manualRechargeUrl).toBe('https://pay.example/manual');
    expect(s.appConfig?.app_name).toBe('Cardroom IN');
    expect(s.auditStatus).toBe(1);
  });

  it('the play-money edition turns withdrawals off; a config without the field is the real edition', () => {
    applyGconfig(JSON.stringify({ ...config, edition: 'play' }), 0);
    expect(isPlay(useApp.getState())).toBe(true);
    expect(useApp.getState().showWithdraw).toBe(false);
    applyGconfig(JSON.stringify(config), 0);
    expect(useApp.getState().appConfig?.edition).toBe('real');
    expect(useApp.getState().showWithdraw).toBe(true);
  });

  it('ignores broken config text', () => {
    expect(readAppConfig({ ...config, market: 'XX' })).toBeNull();
    expect(readAppConfig({ ...config, faq_url: 3 })).toBeNull();
    expect(() => applyGconfig('{not json', 0)).not.toThrow();
  });

  it('keeps launch parameters', () => {
    applyLaunchParams('?invite_code=ABC&isnative=1&statusbarheight=24&isCoat=0&h5no=h5-9');
    const s = useApp.getState();
    expect(s.inviteCode).toBe('ABC');
    expect(s.isNative).toBe(true);
    expect(s.isCoat).toBe(false);
    expect(s.appStatusBarHeight).toBe(24);
    expect(s.h5No).toBe('h5-9');
    // A later url without them keeps what the launch brought.
    applyLaunchParams('?foo=1');
    expect(useApp.getState().inviteCode).toBe('ABC');
  });
});
