// @vitest-environment node
import { MARKETS } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  bankCardError,
  cardLabel,
  ewalletCardError,
  ifscError,
  parseWithdrawAmount,
  pickCard,
  wageringLeftText,
  withdrawCeiling,
  withdrawPasswordErrors,
} from './rules';

describe('withdraw checks', () => {
  it('uses the spec texts for the withdraw password', () => {
    expect(withdrawPasswordErrors('', '', '', 'en')).toBe('The withdraw passwd cannot be empty');
    expect(withdrawPasswordErrors('k7-pin9', 'k7-pin8', '', 'en')).toBe(
      'Two passwords do not match',
    );
    expect(withdrawPasswordErrors('k7-pin9', 'k7-pin9', '', 'en')).toBe(
      'The verification code cannot be empty',
    );
    expect(withdrawPasswordErrors('k7-pin9', 'k7-pin9', '123456', 'en')).toBeNull();
    for (const weak of ['123456', '654321', '111111', 'abcdef', 'password', 'abc123']) {
      expect(withdrawPasswordErrors(weak, weak, '123456', 'en'), weak).toMatch(/too easy to guess/);
    }
  });

  it('requires 0 as the fifth IFSC character', () => {
    expect(ifscError('SBIN0001234', 'en')).toBeNull();
    expect(ifscError('sbin0001234', 'en')).toBeNull();
    expect(ifscError('SBIN1001234', 'en')).toMatch(/then 0/);
    expect(ifscError('', 'en')).toBe('The IFSC cannot be empty');
  });

  it('parses amounts to minor units and checks the limits', () => {
    const limits = { min: 10_000, max: 5_000_000, withdrawable: 100_000 };
    const fmt = (m: number) => String(m / 100);
    expect(parseWithdrawAmount('', limits, 'en', fmt, MARKETS.IN)).toEqual({
      error: 'The withdrawal amount cannot be empty',
    });
    expect(parseWithdrawAmount('500.25', limits, 'en', fmt, MARKETS.IN)).toEqual({
      amount: 50_025,
    });
    expect(parseWithdrawAmount('50', limits, 'en', fmt, MARKETS.IN)).toEqual({
      error: 'The withdrawal amount must be between 100 and 50000',
    });
    expect(parseWithdrawAmount('2000', limits, 'en', fmt, MARKETS.IN)).toEqual({
      error: 'Your balance is not enough for this withdrawal',
    });
  });

  it('reads the amount the way the market writes money', () => {
    const limits = { min: 1_000_000, max: 1_000_000_000, withdrawable: 1_000_000_000 };
    expect(parseWithdrawAmount('50.000', limits, 'id', String, MARKETS.ID)).toEqual({
      amount: 5_000_000,
    });
    expect(parseWithdrawAmount('50000,5', limits, 'id', String, MARKETS.ID)).toEqual({
      error: 'Hanya jumlah bulat: kami membaca Rp 50.000,5. Maksud Anda 50.000?',
    });
    expect(parseWithdrawAmount('1,00,000', limits, 'en', String, MARKETS.IN)).toEqual({
      amount: 10_000_000,
    });
  });

  it('says how much is left to bet, in the market word, instead of "not enough"', () => {
    const inr = wageringLeftText(123_456, MARKETS.IN, 'en');
    expect(inr).toBe('You still have 1,234.56 rupees left to bet in the game');
    expect(wageringLeftText(300_000, MARKETS.IN, 'en')).toBe(
      'You still have 3,000 rupees left to bet in the game',
    );
    expect(wageringLeftText(123_456, MARKETS.ID, 'id')).toBe(
      'Anda masih harus bertaruh 1.234 rupiah lagi dalam permainan',
    );
    const limits = { min: 10_000, max: 5_000_000, withdrawable: 0, wagering: inr };
    expect(parseWithdrawAmount('500', limits, 'en', String, MARKETS.IN)).toEqual({ error: inr });
    expect(parseWithdrawAmount('', limits, 'en', String, MARKETS.IN)).toEqual({
      error: 'The withdrawal amount cannot be empty',
    });
  });
});

describe('bankCardError', () => {
  const card = {
    holder: 'Asha',
    number: '12345678',
    ifsc: 'SBIN0001234',
    bankCode: '',
    code: '123456',
  };

  it('accepts an Indian account with its IFSC, and an Indonesian one with its bank', () => {
    expect(bankCardError(card, true, 'en')).toBeNull();
    expect(bankCardError({ ...card, ifsc: '', bankCode: 'BCA' }, false, 'en')).toBeNull();
  });

  it('says the first problem in field order', () => {
    expect(bankCardError({ ...card, holder: ' ', number: '1' }, true, 'en')).toBe(
      'The account holder name cannot be empty',
    );
    expect(bankCardError({ ...card, number: '12' }, true, 'en')).toBe(
      'The account number must be 6 to 20 digits',
    );
  });

  it('asks India for an IFSC and Indonesia for a bank, never the other', () => {
    expect(bankCardError({ ...card, ifsc: 'SBIN1001234' }, true, 'en')).toMatch(/^The IFSC must/);
    expect(bankCardError({ ...card, ifsc: 'bad' }, false, 'en')).toBe('Please choose a bank');
    expect(bankCardError({ ...card, ifsc: 'bad', bankCode: 'BCA' }, false, 'id')).toBeNull();
  });

  it('asks for the code last, in the player language', () => {
    expect(bankCardError({ ...card, code: '' }, true, 'en')).toBe(
      'The verification code cannot be empty',
    );
    expect(bankCardError({ ...card, code: '12' }, true, 'en')).toBe('The OTP must be 6 digits');
    expect(bankCardError({ ...card, holder: '' }, false, 'id')).toBe(
      'Nama pemilik rekening tidak boleh kosong',
    );
  });
});

describe('cardLabel', () => {
  it('names an account by its bank, else its bank code, else its IFSC', () => {
    expect(cardLabel({ bankName: 'State Bank', bankCode: 'SBI', ifsc: 'SBIN0001234' })).toBe(
      'State Bank',
    );
    expect(cardLabel({ bankName: '', bankCode: 'BCA', ifsc: '' })).toBe('BCA');
    expect(cardLabel({ bankName: '', bankCode: '', ifsc: 'SBIN0001234' })).toBe('SBIN0001234');
  });
});

describe('withdraw ceiling', () => {
  it('is the smaller of the method maximum and what the daily VIP amount leaves', () => {
    expect(withdrawCeiling({ max: 1_000_000_000, dailyAmount: 400_000_000, todayAmount: 0 })).toBe(
      400_000_000,
    );
    expect(
      withdrawCeiling({ max: 1_000_000_000, dailyAmount: 400_000_000, todayAmount: 150_000_000 }),
    ).toBe(250_000_000);
    expect(withdrawCeiling({ max: 5_000_000, dailyAmount: 400_000_000, todayAmount: 0 })).toBe(
      5_000_000,
    );
    expect(withdrawCeiling({ max: 5_000_000, dailyAmount: 100, todayAmount: 500 })).toBe(0);
  });
});

describe('ewalletCardError', () => {
  const f = { holder: 'Siti', phone: '0812 3456 7890', wallet: 'OVO', code: '123456' };
  it('takes the phone as people type it', () => {
    for (const phone of ['0812 3456 7890', '+62 812-3456-7890', '6281234567890', '81234567890']) {
      expect(ewalletCardError({ ...f, phone }, MARKETS.ID, 'en')).toBeNull();
    }
  });
  it('refuses what is not a mobile number, with the server text, in both languages', () => {
    expect(ewalletCardError({ ...f, phone: '12345' }, MARKETS.ID, 'en')).toBe(
      'Enter the phone number registered with your e-wallet, for example 081234567890',
    );
    expect(ewalletCardError({ ...f, phone: '0712345678' }, MARKETS.ID, 'id')).toBe(
      'Masukkan nomor HP yang terdaftar di e-wallet Anda, misalnya 081234567890',
    );
    expect(ewalletCardError({ ...f, holder: ' ' }, MARKETS.ID, 'en')).toBe(
      'The account holder name cannot be empty',
    );
    expect(ewalletCardError({ ...f, wallet: '' }, MARKETS.ID, 'en')).toBe(
      'Choose one of the e-wallets listed',
    );
  });
});

describe('pickCard', () => {
  const cards = [
    { id: 'b1', kind: 'bank' as const, isDefault: true },
    { id: 'e1', kind: 'ewallet' as const, isDefault: false },
    { id: 'e2', kind: 'ewallet' as const, isDefault: false },
  ];
  it('keeps the pick when it is of the kind shown, else the default or first of that kind', () => {
    expect(pickCard(cards, 'ewallet', 'e2')?.id).toBe('e2');
    expect(pickCard(cards, 'ewallet', 'b1')?.id).toBe('e1');
    expect(pickCard(cards, 'bank', 'e2')?.id).toBe('b1');
    expect(pickCard(cards.slice(1), 'bank', '')).toBeUndefined();
  });
});
