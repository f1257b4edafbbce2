// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerProblem } from './contract-check';

describe('answerProblem', () => {
  it('takes a failure envelope, and refuses a success whose data the contract does not know', async () => {
    expect(await answerProblem('/recharge/orderDetail', { state: '404', msg: 'gone' })).toBeNull();
    expect(
      await answerProblem('/recharge/orderDetail', {
        state: '200',
        msg: '',
        resultData: { orderNo: 1 },
      }),
    ).toMatch(/^\/recharge\/orderDetail: .*orderNo: /);
  }, 60_000);

  it('reads the path without its query, and refuses a path no endpoint has', async () => {
    expect(
      await answerProblem('/recharge/orderDetail?orderNo=R-1', { state: '500', msg: 'x' }),
    ).toBeNull();
    expect(await answerProblem('/no/such/call', { state: '200', msg: '' })).toBe(
      'no endpoint in the contract answers /no/such/call',
    );
  }, 60_000);
});
