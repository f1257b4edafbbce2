import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../../stores/app';
import { session } from '../../../../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../../test/render';
import CashbackRecord from '.';

// fetch is the outside boundary: the server's pages of rebate records.
const day = (n: number) => `2026-11-${String(30 - n).padStart(2, '0')}`;
let total = 0;
let failFirst = false;
let calls = 0;

function record(i: number) {
  const states = ['credited', 'pending', 'cancelled'] as const;
  return {
    day: day(i),
    basis: 40_000,
    bps: 3500,
    amount: 14_000,
    state: states[i % 3],
    creditedAt: i % 3 === 0 ? '2026-11-23T00:11:00Z' : null,
  };
}

beforeEach(() => {
  total = 3;
  failFirst = false;
  calls = 0;
  stubServer((path, body) => {
    if (path !== '/promo/rebate/records') return answerFail();
    calls += 1;
    if (failFirst && calls === 1) return answerFail();
    const page = Number(body.page);
    const size = Number(body.pageSize);
    const list = [];
    for (let i = (page - 1) * size; i < Math.min(total, page * size); i++) list.push(record(i));
    return answerOk({ list, total, page });
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  session.setAuth('sign-1', 'u1');
});

afterEach(resetPage);

describe('Cashback records page', () => {
  it('lists each day with its net loss, rate, amount and state', async () => {
    await openPage('en', <CashbackRecord />);
    const first = await screen.findByTestId(`cashback-${day(0)}`);
    expect(first.textContent).toContain('Nov 30, 2026');
    expect(first.textContent).toContain('Net loss ₹400 at 35%');
    expect(first.textContent).toContain('+₹140');
    const states = screen.getAllByTestId('cashback-state').map((e) => e.textContent);
    expect(states).toEqual(['Credited', 'Being credited', 'Not paid: promotion budget used up']);
  });

  it('in Indonesian', async () => {
    await openPage('ind', <CashbackRecord />);
    const first = await screen.findByTestId(`cashback-${day(0)}`);
    expect(first.textContent).toContain('Kekalahan bersih ₹400 sebesar 35%');
    expect(screen.getAllByTestId('cashback-state')[0]?.textContent).toBe('Sudah masuk');
  });

  it('says when there is nothing yet', async () => {
    total = 0;
    await openPage('en', <CashbackRecord />);
    expect(
      await screen.findByText('No cashback yet. After a day with a net loss, it appears here.'),
    ).toBeTruthy();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    failFirst = true;
    await openPage('en', <CashbackRecord />);
    fireEvent.click(await screen.findByTestId('list-error-retry'));
    expect(await screen.findByTestId(`cashback-${day(0)}`)).toBeTruthy();
  });

  it('loads more days on demand', async () => {
    total = 25;
    await openPage('en', <CashbackRecord />);
    await screen.findByTestId(`cashback-${day(19)}`);
    expect(screen.queryByTestId(`cashback-${day(20)}`)).toBeNull();
    fireEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByTestId(`cashback-${day(24)}`)).toBeTruthy();
  });
});
