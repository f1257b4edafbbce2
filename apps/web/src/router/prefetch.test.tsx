import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newQueryClient } from '../api/queryClient';
import { PAGES } from '../nav/pages';
import Promo from '../pages/promo/Promo';
import { session } from '../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../test/render';
import { prefetchFirstPage } from '.';

// fetch is the outside boundary: every call the boot and the page make, counted by path.
let asked: string[] = [];
const promo = {
  id: 'p',
  kind: 'checkin',
  title: 'Daily check-in',
  summary: 'Check in every day',
  bannerUrl: '',
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
  page: '/pages/promo/Signin/Signin',
  my: null,
};

beforeEach(() => {
  asked = [];
  stubServer((path) => {
    asked.push(path);
    if (path === '/promo/list') return answerOk({ list: [promo] });
    if (path === '/vip/levels') return answerOk({ levels: [] });
    return answerFail();
  });
  session.setAuth('', '');
});

afterEach(resetPage);

describe('the first page’s data, asked for while the page loads', () => {
  it('asks for the Promo list before the page renders, and the page does not ask again', async () => {
    const client = newQueryClient();
    prefetchFirstPage(PAGES.promo.Promo, client);
    await vi.waitFor(() => expect(asked).toEqual(['/promo/list']));
    await openPage('en', <Promo />, PAGES.promo.Promo, client);
    expect(await screen.findByText('Daily check-in')).toBeTruthy();
    expect(asked).toEqual(['/promo/list']);
  });

  it('asks for what a visitor sees on Vip, and Home’s blocks on the launch entry', async () => {
    prefetchFirstPage(PAGES.vip.Vip, newQueryClient());
    await vi.waitFor(() => expect(asked).toEqual(['/vip/levels']));
    asked = [];
    prefetchFirstPage('/', newQueryClient());
    await vi.waitFor(() =>
      expect([...asked].sort()).toEqual([
        '/banner/list',
        '/home/rechargeButtonStatus',
        '/home/rollMsg',
      ]),
    );
  });

  it('asks for a signed-in player’s own VIP state, not the visitor’s table', async () => {
    session.setAuth('sign-1', 'u1');
    prefetchFirstPage(PAGES.vip.Vip, newQueryClient());
    await vi.waitFor(() => expect(asked).toEqual(['/vip/getVipInfo']));
  });
});
