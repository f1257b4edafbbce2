import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import Withdraw from '.';

// fetch is the outside boundary: the server's answers to /withdraw/info, failing or not.
let infoFails = false;
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
  cards: [
    {
      id: 'c1',
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

beforeEach(() => {
  infoFails = false;
  kyc = null;
  stubServer((path) => {
    if (path === '/kyc/status') return kyc ? answerOk(kyc) : answerFail();
    return path === '/withdraw/info' && !infoFails ? answerOk(info) : answerFail();
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
