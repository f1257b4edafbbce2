import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { guest } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';

const t = useTestApp();

/** The sandbox's money calls go through the router like every call: bad input is a 400, never a fault. */
it.each([
  ['/sandbox/wallet/credit', { uid: 'a\u0000b', amount: 100 }, 'uid'],
  ['/sandbox/crypto/incoming', { address: 'a\u0000b', units: 100, txHash: 'h' }, 'address'],
  ['/sandbox/va/incoming', { vaNumber: '123', amount: 100, reference: 'r\u0000' }, 'reference'],
  ['/sandbox/bank/incoming', { utr: '12345678901\u0000', amount: 100 }, 'utr'],
  ['/sandbox/wallet/credit', { uid: 'x', amount: 1.5 }, 'amount'],
  ['/sandbox/wallet/credit', { uid: 'x', amount: 100, balance: 5 }, 'balance'],
])('%s refuses %j with a 400 naming %s, and moves nothing', async (url, payload, field) => {
  const res = await t.inject({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().msg).toContain(field);
  const tx = await rawRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from ledger_transactions`,
  );
  expect(Number(tx[0]?.n)).toBe(0);
});

it('credits a known player and answers 404 for an unknown one', async () => {
  const g = await guest(t);
  const ok = await t.inject({
    method: 'POST',
    url: '/sandbox/wallet/credit',
    payload: { uid: g.uid, amount: 12_345 },
  });
  expect(ok.json()).toEqual({ balance: 12_345 });
  const unknown = await t.inject({
    method: 'POST',
    url: '/sandbox/wallet/credit',
    payload: { uid: '99999999', amount: 1 },
  });
  expect(unknown.statusCode).toBe(404);
});

it.each([
  ['/sandbox/operator/deposits/DP1%00/confirm-utr', {}],
  ['/sandbox/operator/deposits/DP1/reject-utr', { reason: 'no\u0000pe' }],
  ['/sandbox/operator/settings/app', { merge: { faqUrl: 'a\u0000' } }],
  ['/sandbox/operator/withdrawals/W1%00/approve', {}],
  ['/sandbox/gateway/resend/G%00', {}],
])('the raw sandbox route %s refuses a NUL with a 400', async (url, payload) => {
  const res = await t.inject({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(400);
});
