import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../../stores/app';
import { session } from '../../../../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../../test/render';
import RebatePromo from '.';

// fetch is the outside boundary: the server's rebate info, with or without yesterday's figures.
type Yesterday = { day: string; basis: number; amount: number; belowMinimum: boolean } | null;
let yesterday: Yesterday = null;
let unavailable = false;

beforeEach(() => {
  yesterday = { day: '2026-11-22', basis: 40_000, amount: 14_000, belowMinimum: false };
  unavailable = false;
  stubServer((path) => {
    if (path !== '/promo/rebate/info') return answerFail();
    if (unavailable) return answerFail('404', 'This promotion is not available');
    return answerOk({
      promotionId: 'r1',
      title: '35% deposit cashback',
      rules: 'Cashback on the net loss of deposited money.',
      bps: 3500,
      dailyCap: 500_000,
      minBasis: 10_000,
      wageringMultiple: 1,
      yesterday,
    });
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  session.setAuth('sign-1', 'u1');
});

afterEach(resetPage);

describe('Rebate page', () => {
  it('shows the rate, the cap, the minimum, yesterday’s cashback and the way to the records', async () => {
    await openPage('en', <RebatePromo />);
    expect((await screen.findByTestId('rebate-rate')).textContent).toBe('35%');
    expect(screen.getByTestId('rebate-rate-of').textContent).toBe(
      'of your net loss back, every day',
    );
    expect(screen.getByTestId('rebate-cap').textContent).toBe('₹5,000');
    expect(screen.getByTestId('rebate-min').textContent).toBe('₹100');
    const y = screen.getByTestId('rebate-yesterday').textContent;
    expect(y).toContain('Net loss counted₹400');
    expect(y).toContain('Cashback₹140');
    expect(screen.getByTestId('rebate-how').textContent).toContain(
      'counted up to that day’s deposits',
    );
    expect(screen.getByTestId('rebate-to-records').textContent).toBe('Cashback records');
    expect(screen.getByTestId('promo-rules').textContent).toContain('net loss of deposited money');
  });

  it('says in Indonesian when yesterday was under the minimum', async () => {
    yesterday = { day: '2026-11-22', basis: 5_000, amount: 0, belowMinimum: true };
    await openPage('ind', <RebatePromo />);
    const y = (await screen.findByTestId('rebate-yesterday')).textContent;
    expect(y).toContain('Di bawah minimum: tidak ada cashback untuk hari ini');
    expect(screen.getByTestId('rebate-cap').textContent).toBe('₹5.000');
    expect(screen.getByTestId('rebate-rate-of').textContent).toBe(
      'dari kekalahan bersih Anda kembali, setiap hari',
    );
    expect(screen.getByTestId('rebate-to-records').textContent).toBe('Riwayat cashback');
  });

  it('signed out: no yesterday figures', async () => {
    session.clear();
    yesterday = null;
    await openPage('en', <RebatePromo />);
    await screen.findByTestId('rebate-terms');
    expect(screen.queryByTestId('rebate-yesterday')).toBeNull();
  });

  it('says in the server’s words when no rebate runs in this market', async () => {
    unavailable = true;
    await openPage('en', <RebatePromo />);
    expect((await screen.findByTestId('promo-unavailable')).textContent).toBe(
      'This promotion is not available',
    );
  });
});
