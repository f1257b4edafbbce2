import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../../../stores/app';
import type { LangKey } from '../../../../stores/language';
import { session } from '../../../../stores/session';
import { answerFail, openPage, resetPage, stubServer } from '../../../../test/render';
import Signin from '.';

// fetch is the outside boundary: a small stand-in for the server's check-in, counting claims.
type Blocked = { reason: 'alreadyToday' | 'depositNeeded' | 'betNeeded'; amountLeft: number };
let streak = 2;
let claimedToday = false;
let blocked: Blocked | null = null;
let claims = 0;
const AMOUNTS = [100, 200, 300, 500, 800, 1_300, 2_100].map((a) => a * 100);

function info() {
  const todayIndex = claimedToday ? streak : streak + 1;
  return {
    promotionId: 'p1',
    title: 'Daily check-in',
    rules: 'Check in once a day.\nMiss a day and the streak starts again.',
    days: AMOUNTS.map((amount, i) => ({
      day: i + 1,
      amount,
      done: i + 1 <= streak,
      today: i + 1 === todayIndex,
    })),
    streak,
    claimedToday,
    claimable: !claimedToday && blocked === null,
    todayAmount: AMOUNTS[todayIndex - 1] ?? 0,
    blocked: claimedToday
      ? { reason: 'alreadyToday', amountLeft: 0, text: '' }
      : blocked && { ...blocked, text: '' },
    minDeposit: blocked?.reason === 'depositNeeded' ? 50_000 : 0,
    minBet: 0,
    today: '2026-11-23',
    nextDayAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
  };
}

beforeEach(() => {
  streak = 2;
  claimedToday = false;
  blocked = null;
  claims = 0;
  stubServer(async (path) => {
    let body: object = answerFail();
    if (path === '/promo/checkin/info') body = { state: '200', msg: '', resultData: info() };
    if (path === '/promo/checkin/claim') {
      claims += 1;
      // Answer a little later, as a real server would: a second tap lands while this is pending.
      await new Promise((r) => setTimeout(r, 30));
      const amount = AMOUNTS[streak] ?? 0;
      streak += 1;
      claimedToday = true;
      body = { state: '200', msg: '', resultData: { amount, day: streak, streak, balance: 1 } };
    }
    return body;
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  session.setAuth('sign-1', 'u1');
});

afterEach(resetPage);

async function open(lang: LangKey) {
  await openPage(lang, <Signin />);
}

const states = () =>
  [1, 2, 3, 4, 5, 6, 7].map((d) => screen.getByTestId(`checkin-day-${d}`).dataset.state);

describe('Daily check-in page', () => {
  it('shows the streak calendar with each day’s reward and claims today once on a double tap', async () => {
    await open('en');
    expect((await screen.findByTestId('checkin-streak')).textContent).toBe(
      'Streak: 2 days in a row',
    );
    expect(states()).toEqual(['done', 'done', 'today', 'future', 'future', 'future', 'future']);
    expect(screen.getByTestId('checkin-day-7').textContent).toContain('₹2.1K');
    const button = screen.getByTestId('checkin-claim');
    expect(button.textContent).toBe('Claim ₹300');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('checkin-claimed')).toBeTruthy();
    expect(claims).toBe(1);
    expect(states()).toEqual(['done', 'done', 'todayDone', 'future', 'future', 'future', 'future']);
    expect(screen.getByTestId('checkin-claimed').textContent).toContain('Next check-in in 5 h');
    expect(screen.getByTestId('promo-rules').textContent).toContain('Miss a day');
  });

  it('says how much more to deposit today, with a way to Deposit, in Indonesian', async () => {
    blocked = { reason: 'depositNeeded', amountLeft: 25_000 };
    await open('ind');
    const note = await screen.findByTestId('checkin-blocked');
    expect(note.textContent).toContain('Deposit ₹250 lagi hari ini untuk klaim');
    expect(screen.getByTestId('checkin-to-deposit').textContent).toBe('Ke Deposit');
    expect(screen.queryByTestId('checkin-claim')).toBeNull();
    expect(screen.getByTestId('checkin-condition').textContent).toContain('Deposit minimal ₹500');
  });

  it('says what is left to bet today', async () => {
    blocked = { reason: 'betNeeded', amountLeft: 12_345 };
    await open('en');
    expect((await screen.findByTestId('checkin-blocked')).textContent).toContain(
      'Bet ₹123.45 more today to claim',
    );
    expect(screen.queryByTestId('checkin-to-deposit')).toBeNull();
  });

  it('starts over at day 1 when the streak was broken', async () => {
    streak = 0;
    await open('en');
    await screen.findByTestId('checkin-calendar');
    expect(states()).toEqual(['today', 'future', 'future', 'future', 'future', 'future', 'future']);
    expect(screen.getByTestId('checkin-claim').textContent).toBe('Claim ₹100');
  });

  it('shows a failed load with a retry', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"state":"500","msg":"x"}', { status: 200 }));
    await open('en');
    expect(await screen.findByTestId('query-error')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('checkin-calendar')).toBeNull());
  });
});
