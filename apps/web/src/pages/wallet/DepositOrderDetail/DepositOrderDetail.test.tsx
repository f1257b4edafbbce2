import type { DepositOrder } from '@cardroom/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indiaInfo } from '../../../features/deposit/fixtures';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import DepositOrderDetail from '.';

// fetch is the outside boundary: the server's answer to /recharge/orderDetail.
type Answer = 'order' | 'busy' | 'unknown';
let answer: Answer = 'order';
const online: DepositOrder = {
  orderId: 'D100',
  orderNo: 'R-100',
  depositType: 'online',
  status: 'success',
  amount: 5_000_000,
  bonus: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  arrivedAt: '2026-11-20T10:01:00.000Z',
  utr: '',
  bankName: '',
  ifsc: '',
  accountNumber: '',
  remark: '',
  payUrl: '',
  agentId: '',
  receivedAmount: null,
};
let order: DepositOrder = online;

beforeEach(() => {
  answer = 'order';
  order = online;
  stubServer((path) =>
    path === '/recharge/getChargeInfo'
      ? { code: 200, msg: '', data: indiaInfo() }
      : path !== '/recharge/orderDetail'
        ? answerFail('500', 'system')
        : answer === 'order'
          ? answerOk(order)
          : answer === 'unknown'
            ? answerFail('404', 'Order not found')
            : answerFail(),
  );
  useApp.setState({ phoneNumberPrefix: '+62', currencySign: 'Rp' });
});

afterEach(resetPage);

const open = (lang: LangKey) =>
  openPage(lang, <DepositOrderDetail />, '/pages/wallet/DepositOrderDetail?orderNo=R-100');

describe('Deposit order detail', () => {
  it('shows the order', async () => {
    await open('en');
    expect((await screen.findByTestId('order-no')).textContent).toContain('R-100');
    expect(screen.queryByTestId('query-error')).toBeNull();
  });

  it('says the betting the order adds before it can be withdrawn, for its amount (issue 33)', async () => {
    await open('en');
    const note = await screen.findByTestId('deposit-wagering');
    expect(note.textContent).toBe(
      'Before it can be withdrawn, this deposit must be bet 3×: bet Rp 150,000 for Rp 50,000.',
    );
  });

  it('a pending online payment says "1-5 minutes" once and labels its amount "Amount" (issue 33)', async () => {
    order = { ...online, status: 'pending', arrivedAt: '' };
    await open('en');
    const page = await screen.findByTestId('order-detail');
    expect(page.textContent?.match(/credited in 1-5 minutes/g)).toHaveLength(1);
    expect(screen.queryByTestId('order-notice')).toBeNull();
    expect(screen.getByTestId('order-amount-label').textContent).toBe('Amount');
    expect(page.textContent).not.toContain('Transfer amount');
  });

  it('says it in Indonesian too', async () => {
    order = { ...online, status: 'pending', arrivedAt: '' };
    await open('ind');
    const page = await screen.findByTestId('order-detail');
    expect(page.textContent?.match(/masuk dalam 1-5 menit/g)).toHaveLength(1);
    expect(screen.getByTestId('order-amount-label').textContent).toBe('Jumlah');
  });

  it('keeps "Jumlah transfer" for a transfer', async () => {
    order = { ...online, depositType: 'transfer_imps', status: 'pending', arrivedAt: '' };
    await open('ind');
    expect((await screen.findByTestId('order-amount-label')).textContent).toBe('Jumlah transfer');
  });

  it('shows a failed load with a retry that loads the order', async () => {
    answer = 'busy';
    await open('en');
    expect((await screen.findByTestId('query-error')).textContent).toContain(
      'This could not be loaded',
    );
    expect(screen.queryByTestId('order-detail')).toBeNull();
    expect(screen.queryByTestId('order-missing')).toBeNull();
    answer = 'order';
    fireEvent.click(screen.getByTestId('query-error-retry'));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
    expect(screen.queryByTestId('query-error')).toBeNull();
  });

  it('says the failure and the retry in Indonesian', async () => {
    answer = 'busy';
    await open('ind');
    expect((await screen.findByTestId('query-error')).textContent).toContain(
      'Ini tidak dapat dimuat',
    );
    expect(screen.getByTestId('query-error-retry').textContent).toBe('Coba lagi');
  });

  it('says an order the server does not know is not found, without a retry', async () => {
    answer = 'unknown';
    await open('en');
    expect(await screen.findByTestId('order-missing')).toBeTruthy();
    expect(screen.queryByTestId('query-error')).toBeNull();
  });
});

describe('Deposit order detail: orders a person decides', () => {
  it('gives a pending agency order the agent’s links and numbered steps (India, en)', async () => {
    useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
    order = {
      ...online,
      depositType: 'agency',
      status: 'pending',
      amount: 100_000,
      agentId: 'agent-1',
    };
    await open('en');
    expect((await screen.findByTestId('agency-steps')).textContent).toContain(
      'How to pay Agent Priya',
    );
    expect(screen.getByTestId('agency-step-1').textContent).toContain('R-100');
    expect(screen.getByTestId('agency-step-2').textContent).toContain('12-digit UTR');
    expect(screen.getByTestId('agency-step-3').textContent).toContain('within 2-24 hours');
    expect(screen.getByTestId('agency-contact-whatsapp').getAttribute('href')).toBe(
      'https://wa.me/919800000001',
    );
    expect(screen.getByTestId('order-notice').textContent).not.toContain('UTR');
  });

  it('says an Indonesian agency order in Indonesia’s words, never "UTR"', async () => {
    order = { ...online, depositType: 'agency', status: 'pending', agentId: 'agent-1' };
    await open('ind');
    const steps = await screen.findByTestId('agency-steps');
    expect(steps.textContent).toContain('bukti transfer');
    expect(steps.textContent).toContain('nomor referensi');
    expect(steps.textContent).not.toContain('UTR');
    expect(screen.getByTestId('order-notice').textContent).toBe(
      'Deposit agen masuk setelah agen mengonfirmasi pembayaran Anda, dalam 2-24 jam',
    );
  });

  it('tells the player an agent no longer listed is reached through customer service', async () => {
    order = { ...online, depositType: 'agency', status: 'pending', agentId: 'agent-gone' };
    await open('en');
    expect((await screen.findByTestId('agency-gone')).textContent).toContain('customer service');
  });

  const paidShort = (): DepositOrder => ({
    ...online,
    depositType: 'transfer_imps',
    status: 'pending',
    amount: 150_000,
    receivedAmount: 140_000,
  });

  it('says what arrived for a transfer of another amount and what the operator does', async () => {
    useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
    order = paidShort();
    await open('en');
    const notice = await screen.findByTestId('order-mismatch');
    expect(notice.textContent).toContain('We received ₹1,400 for this order of ₹1,500');
    expect(await screen.findByText(/within 2-24 hours/)).toBeTruthy();
    // Not the machine's "credited in 1-5 minutes" any more.
    expect(screen.queryByTestId('order-notice')).toBeNull();
    expect(screen.getByTestId('order-detail').textContent).not.toContain('1-5');
  });

  it('says it in Indonesian', async () => {
    useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
    order = paidShort();
    await open('ind');
    expect((await screen.findByTestId('order-mismatch')).textContent).toContain(
      'Kami menerima ₹1.400 untuk pesanan sebesar ₹1.500 ini',
    );
    expect(await screen.findByText(/dalam 2-24 jam/)).toBeTruthy();
  });
});
