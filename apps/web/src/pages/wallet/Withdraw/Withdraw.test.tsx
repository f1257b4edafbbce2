import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import Withdraw from '.';

// fetch is the outside boundary: the server's answers to /withdraw/info, failing or not.
let infoFails = false;
// Indonesia's answer: a bank account and an e-wallet, each kind with its own range and fee.
let withEwallet = false;
// null: the server refuses /kyc/status (as an older server would); the page shows no panel.
let kyc: object | null = null;
const info = {
  balance: 500_000,
  withdrawable: 400_000,
  wageringRequired: 0,
  min: 10_000,
  max: 5_000_000,
  vipLevel: 0,
  dailyCount: 3,
  dailyAmount: 10_000_000,
  todayCount: 0,
  todayAmount: 0,
  fee: { bps: 50, min: 1_000 },
  hasMobile: true,
  hasWithdrawPassword: true,
  lockedMinutes: 0,
  methods: [{ kind: 'bank', min: 10_000, max: 5_000_000, fee: { bps: 50, min: 1_000 } }],
  cards: [
    {
      id: 'c1',
      kind: 'bank',
      holderName: 'Asha',
      accountNumber: '****1234',
      ifsc: 'SBIN0000001',
      accountType: 'savings',
      bankCode: 'SBI',
      bankName: 'State Bank',
      isDefault: true,
    },
  ],
};

const ewalletInfo = {
  ...info,
  min: 2_000_000,
  max: 1_000_000_000,
  fee: { bps: 200, min: 100_000 },
  methods: [
    { kind: 'bank', min: 2_000_000, max: 1_000_000_000, fee: { bps: 200, min: 100_000 } },
    { kind: 'ewallet', min: 1_000_000, max: 500_000_000, fee: { bps: 150, min: 100_000 } },
  ],
  withdrawable: 100_000_000,
  dailyAmount: 1_000_000_000,
  cards: [
    { ...info.cards[0], id: 'b1', ifsc: '', accountType: '', bankCode: 'BCA', bankName: 'BCA' },
    {
      id: 'e1',
      kind: 'ewallet',
      holderName: 'Siti',
      accountNumber: '********7890',
      ifsc: '',
      accountType: '',
      bankCode: 'OVO',
      bankName: 'OVO',
      isDefault: false,
    },
  ],
};

beforeEach(() => {
  infoFails = false;
  withEwallet = false;
  kyc = null;
  stubServer((path) => {
    if (path === '/kyc/status') return kyc ? answerOk(kyc) : answerFail();
    return path === '/withdraw/info' && !infoFails
      ? answerOk(withEwallet ? ewalletInfo : info)
      : answerFail();
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
});

afterEach(resetPage);

const open = (lang: LangKey) => openPage(lang, <Withdraw />);

describe('Withdraw page', () => {
  it('shows the balance, the fee rule in words and the arrival amount as the player types', async () => {
    await open('en');
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('₹4,000');
    expect(screen.getByTestId('withdraw-fee-rule').textContent).toBe('0.5% · min ₹10');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '1000' } });
    // ₹1,000 less 0.5% (₹5, under the ₹10 minimum): ₹990 arrives.
    expect(screen.getByTestId('withdraw-arrival').textContent).toBe('₹990');
  });

  it('says the fee minimum in Indonesian too, with the Indonesian decimal comma', async () => {
    await open('ind');
    // Issue 33: "2.00%" stood beside "1,8%" on Indonesian pages.
    expect((await screen.findByTestId('withdraw-fee-rule')).textContent).toMatch(
      /^0,5% · minimal ₹10$/,
    );
  });

  it('offers bank or e-wallet where the market has both, each with its own accounts, range and fee', async () => {
    withEwallet = true;
    useApp.setState({ phoneNumberPrefix: '+62', currencySign: 'Rp' });
    await open('ind');
    expect((await screen.findByTestId('withdraw-fee-rule')).textContent).toBe(
      '2% · minimal Rp 1.000',
    );
    expect(screen.getByTestId('withdraw-card-b1')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-card-e1')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-kind-ewallet'));
    expect(screen.getByTestId('withdraw-card-e1').textContent).toContain('OVO');
    expect(screen.queryByTestId('withdraw-card-b1')).toBeNull();
    expect(screen.getByTestId('withdraw-fee-rule').textContent).toBe('1,5% · minimal Rp 1.000');
    // Rp 15.000: under the bank minimum, within the e-wallet range; 1,5% is Rp 225 -> Rp 1.000.
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '15.000' } });
    expect(screen.getByTestId('withdraw-arrival').textContent).toBe('Rp 14.000');
    expect(screen.getByTestId('withdraw-amount').getAttribute('placeholder')).toContain('10.000');
  });

  it('shows a failed load with a retry that loads the page', async () => {
    infoFails = true;
    await open('en');
    expect((await screen.findByTestId('query-error')).textContent).toContain(
      'This could not be loaded',
    );
    expect(screen.queryByTestId('withdraw-amount')).toBeNull();
    infoFails = false;
    fireEvent.click(screen.getByTestId('query-error-retry'));
    expect(await screen.findByTestId('withdraw-amount')).toBeTruthy();
    expect(screen.queryByTestId('query-error')).toBeNull();
  });

  it('with KYC required and the last check rejected, shows the reason and the form instead of the withdrawal', async () => {
    kyc = {
      required: true,
      state: 'rejected',
      documentType: 'NIK',
      submission: {
        fullName: 'Siti',
        birthday: '1990-05-05',
        documentMasked: '••••••••••••0001',
        submittedAt: '2026-11-20T10:00:00.000Z',
        reason: 'Nama tidak cocok',
      },
    };
    await open('ind');
    expect((await screen.findByTestId('kyc-rejected')).textContent).toBe(
      'Verifikasi identitas terakhir Anda tidak disetujui: Nama tidak cocok',
    );
    expect(screen.getByText('NIK (16 angka di KTP Anda)')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-amount')).toBeNull();
    // A malformed NIK is refused in the form, before anything is sent.
    fireEvent.change(screen.getByTestId('kyc-name'), { target: { value: 'Siti Rahayu' } });
    fireEvent.change(screen.getByTestId('kyc-birthday'), { target: { value: '1990-05-05' } });
    fireEvent.change(screen.getByTestId('kyc-document'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Masukkan NIK Anda: 16 angka yang tertera di KTP',
    );
  });

  it('while the check is under review, says so and offers no withdrawal', async () => {
    kyc = {
      required: true,
      state: 'review',
      documentType: 'PAN',
      submission: {
        fullName: 'Asha Rao',
        birthday: '1992-03-14',
        documentMasked: '••••••234F',
        submittedAt: '2026-11-20T10:00:00.000Z',
        reason: '',
      },
    };
    await open('en');
    expect((await screen.findByTestId('kyc-waiting')).textContent).toContain(
      'Your identity check is under review by our team.',
    );
    expect(screen.getByTestId('kyc-waiting').textContent).toContain('PAN ••••••234F');
    expect(screen.queryByTestId('withdraw-amount')).toBeNull();
  });
});
