import type { DepositOrder } from '@cardroom/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import DepositOrderDetail from '.';

// fetch is the outside boundary: the server's answer to /recharge/orderDetail.
type Answer = 'order' | 'busy' | 'unknown';
let answer: Answer = 'order';
const order: DepositOrder = {
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
};

beforeEach(() => {
  answer = 'order';
  stubServer((path) =>
    path !== '/recharge/orderDetail'
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
