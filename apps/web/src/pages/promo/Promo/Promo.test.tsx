import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { session } from '../../../stores/session';
import { answerFail, openPage, resetPage, stubServer } from '../../../test/render';
import Promo from '.';

// fetch is the outside boundary: the server's /promo/list, signed in or out, and the claim.
let list: unknown[] = [];
let fails = false;
let claimed = 0;
let listCalls = 0;
const hour = 3_600_000;

const card = (over: Record<string, unknown>) => ({
  id: 'p',
  kind: 'checkin',
  title: 'Daily check-in',
  summary: 'Check in every day for a growing reward',
  bannerUrl: '',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
  page: '/pages/promo/Signin/Signin',
  my: null,
  ...over,
});

beforeEach(() => {
  fails = false;
  claimed = 0;
  list = [];
  listCalls = 0;
  stubServer(async (path) => {
    let body: object = answerFail();
    if (path === '/promo/list') listCalls += 1;
    if (path === '/promo/list' && !fails) body = { state: '200', msg: '', resultData: { list } };
    if (path === '/promo/checkin/claim') {
      claimed += 1;
      body = {
        state: '200',
        msg: '',
        resultData: { amount: 500, day: 1, streak: 1, balance: 500 },
      };
    }
    return body;
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  session.setAuth('', '');
});

afterEach(resetPage);

async function open(lang: LangKey) {
  await openPage(lang, <Promo />);
}

describe('Promo tab', () => {
  it('lists the live promotions in the server’s order with time left, inviting a visitor to sign in', async () => {
    list = [
      card({
        id: 'a',
        kind: 'first_deposit',
        title: 'First deposit bonus',
        endsAt: new Date(Date.now() + 50 * hour).toISOString(),
      }),
      card({ id: 'b' }),
      card({ id: 'c', kind: 'gift_code', title: 'Gift code' }),
    ];
    await open('en');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.dataset.testid)).toEqual([
      'promo-card-first_deposit',
      'promo-card-checkin',
      'promo-card-gift_code',
    ]);
    expect(within(cards[0] as HTMLElement).getByTestId('promo-ends').textContent).toBe(
      'Ends in 2 d 2 h',
    );
    expect(within(cards[1] as HTMLElement).getByTestId('promo-ends').textContent).toBe(
      'No end date',
    );
    for (const c of cards) {
      expect(within(c).getByTestId('promo-card-action').textContent).toBe('Sign in to claim');
    }
  });

  it('shows the player’s state: claim in place, progress, claimed', async () => {
    session.setAuth('sign-1', 'u1');
    const mine = { text: '', amount: 0, grantId: null, progress: null };
    list = [
      card({ id: 'a', my: { ...mine, state: 'claimable', amount: 500, text: 'Day 1 of 7' } }),
      card({
        id: 'b',
        kind: 'first_deposit',
        my: { ...mine, state: 'progress', progress: { current: 1, target: 4 } },
      }),
      card({ id: 'c', kind: 'gift_code', my: { ...mine, state: 'claimed' } }),
    ];
    await open('ind');
    const [checkin, first, gift] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(checkin as HTMLElement).getByTestId('promo-my-text').textContent).toBe(
      'Day 1 of 7',
    );
    const claim = within(checkin as HTMLElement).getByTestId('promo-card-action');
    expect(claim.textContent).toBe('Klaim ₹5');
    expect(within(first as HTMLElement).getByTestId('promo-card-action').textContent).toBe('Lihat');
    expect(within(first as HTMLElement).getByTestId('promo-progress')).toBeTruthy();
    expect(within(gift as HTMLElement).getByTestId('promo-card-claimed').textContent).toBe(
      'Sudah diklaim',
    );
    fireEvent.click(claim);
    await vi.waitFor(() => expect(claimed).toBe(1));
  });

  it('says honestly when nothing is running', async () => {
    await open('en');
    expect((await screen.findByTestId('promo-empty')).textContent).toContain(
      'There are no promotions running right now',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    fails = true;
    list = [card({})];
    await open('en');
    fireEvent.click(await screen.findByTestId('query-error-retry'));
    // The retry asked again and failed again: the error and its button stay.
    await waitFor(() => expect(listCalls).toBe(2));
    expect(await screen.findByTestId('query-error-retry')).toBeTruthy();
    fails = false;
    fireEvent.click(await screen.findByTestId('query-error-retry'));
    expect(await screen.findByTestId('promo-card-checkin')).toBeTruthy();
  });
});
