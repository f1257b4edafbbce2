import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ SANDBOX: 'false' });

/** With the sandbox off (always in production), nothing that makes or moves money from outside exists. */
it('has no sandbox endpoint when sandbox mode is off', async () => {
  const calls: Array<[string, string]> = [
    ['GET', '/sandbox/sms?mobile=81234567890'],
    ['POST', '/sandbox/google/token'],
    ['POST', '/sandbox/wallet/credit'],
    ['POST', '/sandbox/bank/incoming'],
    ['POST', '/sandbox/crypto/incoming'],
    ['POST', '/sandbox/va/incoming'],
    ['GET', '/sandbox/gateway/pay/G123'],
    ['POST', '/sandbox/gateway/pay/G123'],
    ['POST', '/sandbox/gateway/resend/G123'],
    ['POST', '/sandbox/gateway/payout/W123'],
    ['POST', '/sandbox/operator/withdrawals/W123/approve'],
    ['POST', '/sandbox/operator/promo/promotions'],
    ['POST', '/sandbox/operator/promo/promotions/1/status'],
    ['POST', '/sandbox/operator/promo/giftcodes'],
  ];
  for (const [method, url] of calls) {
    const res = await t.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode, `${method} ${url}`).toBe(404);
  }
  // The callbacks a real PSP would send still have their routes (no gateway is configured: 404 per gateway).
  const notify = await t.inject({ method: 'POST', url: '/payment/notify/sandbox', payload: '{}' });
  expect(notify.statusCode).toBe(404);
});
