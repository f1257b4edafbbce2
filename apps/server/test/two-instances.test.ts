import { api } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { describe, expect, it } from 'vitest';
import { callbackBody, notify, onlineOrder, player } from '../src/modules/deposits/testkit.js';
import { codeNow, consoleCall, makeOperator, signInAs } from '../src/modules/operators/testkit.js';
import { REBATE_SETTLE_GRACE_MS, runRebates } from '../src/modules/promo/rebate.js';
import {
  cashOf,
  expectLedgerOk,
  livePromotion,
  toLocalTime,
} from '../src/modules/promo/testkit.js';
import { betBody, gameSession, walletCall, winBody } from '../src/modules/wallet-api/testkit.js';
import { codeData, readOtp, resultData, uniqueIp, uniqueMobile } from './factories.js';
import type { TestApp } from './harness.js';
import { useTestApps } from './use-test-app.js';

/**
 * Two server instances on one database, as a deployment runs several behind a load balancer
 * (docs/SCALING.md). On PostgreSQL each has its own connection pool; on PGlite they share the
 * one connection a PGlite database allows, which still proves that nothing a request relies on
 * lives in one instance's memory. Requests alternate between them or race across them.
 */
const [a, b] = useTestApps(2) as [TestApp, TestApp];

const either = (i: number) => (i % 2 === 0 ? a : b);

describe('two instances', () => {
  it('a code sent by one signs in on the other; the session works on both and ends on both', async () => {
    const mobile = uniqueMobile();
    resultData(await a.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() }));
    const code = await readOtp(a, mobile);
    const session = codeData(await b.call(api.ssoLoginV2, { mobile, verificationCode: code }));
    for (const t of [a, b]) {
      const info = resultData<{ uid: string }>(
        await t.call(api.getUserInfo, {}, { sign: session.sign }),
      );
      expect(info.uid).toBe(session.uid);
    }
    codeData(await a.call(api.ssoLogout, {}, { sign: session.sign }));
    const after = await b.call(api.getUserInfo, {}, { sign: session.sign });
    expect(after.body.state).toBe('401');
  });

  it('uses a code once when 50 sign-ins race with it across both', async () => {
    const mobile = uniqueMobile();
    resultData(await b.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() }));
    const code = await readOtp(b, mobile);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        either(i).call(api.ssoLoginV2, { mobile, verificationCode: code }),
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
  });

  it('shares the resend wait: 50 requests for a code across both send one', async () => {
    const mobile = uniqueMobile();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        either(i).call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() }),
      ),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    expect(results.filter((r) => r.body.state === '429')).toHaveLength(49);
  });

  it('pays a background job’s work once when both instances run it at once', async () => {
    // The rebate job: a day's cashback, run 25 times on each instance together.
    toLocalTime(a, 1, 12 * 60);
    await runRebates(a.deps);
    const rules = { bps: 3500, dailyCap: 4_000_000, minBasis: 1_000_000 };
    await livePromotion(a, 'rebate', rules);
    const p = await player(b);
    const o = await onlineOrder(b, p, 5_000_000, 'qris');
    const res = await notify(
      a,
      callbackBody({
        orderNo: o.orderNo,
        gatewayOrderNo: o.gatewayOrderNo,
        amount: 5_000_000,
        currency: 'IDR',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { token } = await gameSession(a, p);
    const bet = betBody(p, token, 2_000_000, { currency: 'IDR' });
    expect((await walletCall(b, 'transaction/bet', bet)).status).toBe('RS_OK');
    const win = winBody(p, bet.transaction_uuid, 0, { currency: 'IDR' });
    expect((await walletCall(a, 'transaction/win', win)).status).toBe('RS_OK');
    const cash = await cashOf(a, p.userId);

    toLocalTime(a, 1, 0);
    a.advance(REBATE_SETTLE_GRACE_MS + 60_000);
    const runs = await Promise.all(
      Array.from({ length: 50 }, (_, i) => runRebates(either(i).deps)),
    );
    expect(runs.reduce((n, r) => n + r.credited, 0)).toBe(1);
    // 35% of the Rp 20.000 lost, in sen.
    expect(await cashOf(b, p.userId)).toBe(cash + 700_000);
    await expectLedgerOk(a);
  });

  it('an operator signs in on one and works on the other; a code signs in once across both', async () => {
    const op = await makeOperator(a, 'owner');
    const code = codeNow(a, op);
    const races = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        consoleCall(either(i), consoleApi.consoleSignIn, {
          login: op.login,
          password: op.password,
          code,
        }),
      ),
    );
    expect(races.filter((r) => r.body.state === '200')).toHaveLength(1);
    // The next step's code: the one above is spent.
    const s = await signInAs(b, op, codeNow(b, op, 1));
    const list = await consoleCall(a, consoleApi.consoleAuditList, {}, { cookie: s.cookie });
    expect(list.body.state).toBe('200');
    const out = await consoleCall(a, consoleApi.consoleSignOut, {}, s);
    expect(out.body.state).toBe('200');
    const after = await consoleCall(b, consoleApi.consoleMe, {}, { cookie: s.cookie });
    expect(after.body.state).toBe('401');
  });
});
