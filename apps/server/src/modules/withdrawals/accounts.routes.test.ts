import { api } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  failure,
  guest,
  readOtp,
  registeredPlayer,
  resultData,
  sendOtp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { boundCode, withdrawer } from './testkit.js';

describe.each(['ID', 'IN'] as const)('withdraw account settings (%s)', (market) => {
  const t = useTestApp({ MARKET: market });

  it('binds a phone to a guest with a bindPhone code, once', async () => {
    const g = await guest(t);
    expect(
      failure(
        await t.call(api.bindPhone, { mobile: '', verificationCode: '123456' }, { sign: g.sign }),
      ).msg,
    ).toBe('The phone number cannot be empty');
    // Money settings need a bound phone first.
    expect(
      failure(await t.call(api.sendBoundPhoneCode, { type: 'withdrawPassword' }, { sign: g.sign }))
        .msg,
    ).toBe('Please bind a phone number first');
    const mobile = uniqueMobile(market);
    const code = await sendOtp(t, mobile, 'bindPhone');
    const bound = resultData<{ mobile: string }>(
      await t.call(api.bindPhone, { mobile, verificationCode: code }, { sign: g.sign }),
    );
    expect(bound.mobile).toBe(`${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`);
    const info = resultData<{ hasMobile: boolean }>(
      await t.call(api.getUserInfo, {}, { sign: g.sign }),
    );
    expect(info.hasMobile).toBe(true);
    const again = await t.call(
      api.bindPhone,
      { mobile: uniqueMobile(market), verificationCode: code },
      { sign: g.sign },
    );
    expect(failure(again).msg).toBe('A phone number is already bound to this account');
  });

  it('sets and changes the withdraw password with a code sent to the bound phone', async () => {
    const g = await guest(t);
    const mobile = uniqueMobile(market);
    resultData(
      await t.call(
        api.bindPhone,
        { mobile, verificationCode: await sendOtp(t, mobile, 'bindPhone') },
        { sign: g.sign },
      ),
    );
    const p = { sign: g.sign, mobile };
    const set = (body: Record<string, unknown>) =>
      t.call(api.setWithdrawPassword, body, { sign: g.sign });
    expect(
      failure(await set({ password: '', confirmPassword: '', verificationCode: '123456' })).msg,
    ).toBe('The withdraw passwd cannot be empty');
    expect(
      failure(
        await set({ password: 'abc123', confirmPassword: 'abc124', verificationCode: '123456' }),
      ).msg,
    ).toBe('Two passwords do not match');
    expect(
      failure(await set({ password: 'abc123', confirmPassword: 'abc123', verificationCode: '' }))
        .msg,
    ).toBe('The verification code cannot be empty');
    const sent = resultData<{ mobile: string }>(
      await t.call(
        api.sendBoundPhoneCode,
        { type: 'withdrawPassword' },
        { sign: g.sign, ip: uniqueIp() },
      ),
    );
    expect(sent.mobile.endsWith(mobile.slice(-4))).toBe(true);
    const code = await readOtp(t, mobile);
    // What a thief tries first is refused, and the code is still good for a better one.
    for (const weak of ['123456', '111111', '987654', 'abc123']) {
      expect(
        failure(await set({ password: weak, confirmPassword: weak, verificationCode: code })).msg,
        weak,
      ).toMatch(/^This withdraw password is too easy to guess/);
    }
    resultData(
      await set({ password: 'k7-pin9', confirmPassword: 'k7-pin9', verificationCode: code }),
    );
    // Used up: the same code cannot change it again.
    expect(
      failure(await set({ password: 'xyz789', confirmPassword: 'xyz789', verificationCode: code }))
        .state,
    ).toBe('400');
    t.advance(61_000);
    resultData(
      await set({
        password: 'xyz789',
        confirmPassword: 'xyz789',
        verificationCode: await boundCode(t, p, 'withdrawPassword'),
      }),
    );
    const info = resultData<{ hasWithdrawPassword: boolean }>(
      await t.call(api.getUserInfo, {}, { sign: g.sign }),
    );
    expect(info.hasWithdrawPassword).toBe(true);
  });

  it('refuses a withdraw password equal to the sign-in password', async () => {
    const p = await registeredPlayer(t);
    const code = await boundCode(t, p, 'withdrawPassword');
    const same = await t.call(
      api.setWithdrawPassword,
      { password: p.password, confirmPassword: p.password, verificationCode: code },
      { sign: p.sign },
    );
    expect(failure(same).msg).toBe(
      'The withdraw password must be different from your sign-in password',
    );
    resultData(
      await t.call(
        api.setWithdrawPassword,
        { password: 'w-4k9q2', confirmPassword: 'w-4k9q2', verificationCode: code },
        { sign: p.sign },
      ),
    );
  });

  it('adds, masks, defaults and deletes withdraw accounts; market fields are checked', async () => {
    const w = await withdrawer(t);
    const list = resultData<{
      list: Array<{ id: string; accountNumber: string; isDefault: boolean }>;
      market: string;
    }>(await t.call(api.bankList, {}, { sign: w.sign }));
    expect(list.market).toBe(market);
    expect(list.list).toHaveLength(1);
    expect(list.list[0]?.accountNumber).toMatch(/^\*+\d{4}$/);
    expect(list.list[0]?.isDefault).toBe(true);

    t.advance(61_000);
    const code = await boundCode(t, w, 'bankCard');
    const base = { holderName: 'Second', accountNumber: '9876543210', verificationCode: code };
    if (market === 'IN') {
      const bad = await t.call(
        api.bankAdd,
        { ...base, ifsc: 'SBIN1001234', accountType: 'savings' },
        { sign: w.sign },
      );
      expect(failure(bad).msg).toBe(
        'The IFSC must be 11 characters: 4 letters, then 0, then 6 letters or digits',
      );
      const empty = await t.call(
        api.bankAdd,
        { ...base, accountType: 'savings' },
        { sign: w.sign },
      );
      expect(failure(empty).msg).toBe('The IFSC cannot be empty');
    } else {
      const bad = await t.call(api.bankAdd, { ...base, bankCode: 'NOPE' }, { sign: w.sign });
      expect(failure(bad).msg).toBe('Please choose a bank');
    }
    const fields =
      market === 'IN' ? { ifsc: 'hdfc0abc123', accountType: 'current' } : { bankCode: 'BRI' };
    const wrongCode = await t.call(
      api.bankAdd,
      { ...base, ...fields, verificationCode: String((Number(code) + 1) % 1e6).padStart(6, '0') },
      { sign: w.sign },
    );
    expect(failure(wrongCode).msg).toBe('The OTP is incorrect');
    const second = resultData<{ id: string; ifsc: string; isDefault: boolean; bankName: string }>(
      await t.call(api.bankAdd, { ...base, ...fields }, { sign: w.sign }),
    );
    expect(second.isDefault).toBe(false);
    if (market === 'IN') {
      expect(second.ifsc).toBe('HDFC0ABC123');
      // The bank's name, not the IFSC's "HDFC" (issue 33: India showed "SBIN").
      expect(second.bankName).toBe('HDFC Bank');
    }
    resultData(await t.call(api.bankSetDefault, { bankCardId: second.id }, { sign: w.sign }));
    resultData(await t.call(api.bankDelete, { bankCardId: second.id }, { sign: w.sign }));
    const after = resultData<{ list: Array<{ id: string; isDefault: boolean }> }>(
      await t.call(api.bankList, {}, { sign: w.sign }),
    );
    expect(after.list.map((c) => [c.id, c.isDefault])).toEqual([[w.cardId, true]]);
  });
});
