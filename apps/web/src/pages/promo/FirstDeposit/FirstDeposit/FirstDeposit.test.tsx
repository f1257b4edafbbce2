import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../../../stores/app';
import type { LangKey } from '../../../../stores/language';
import { session } from '../../../../stores/session';
import { answerFail, openPage, resetPage, stubServer } from '../../../../test/render';
import FirstDeposit from '.';

// fetch is the outside boundary: the server's first-deposit info and the grant claim.
let remainingToday: number | null = 1_000_000;
let mode: 'auto' | 'claim' = 'auto';
let grants: Array<{
  grantId: string;
  promotionId: string;
  amount: number;
  createdAt: string;
  expiresAt: string | null;
}> = [];
let unavailable = false;
const claimedIds: string[] = [];

beforeEach(() => {
  remainingToday = 1_000_000;
  mode = 'auto';
  grants = [];
  unavailable = false;
  claimedIds.length = 0;
  stubServer(async (path, req) => {
    let body: object = answerFail();
    if (path === '/promo/firstDeposit/info') {
      body = unavailable
        ? { state: '404', msg: 'This promotion is not running right now' }
        : {
            state: '200',
            msg: '',
            resultData: {
              promotionId: 'fd',
              title: 'First deposit bonus',
              rules: 'One bonus per deposit.',
              minDeposit: 50_000,
              tiers: [
                { minAmount: 50_000, bps: 1000 },
                { minAmount: 500_000, bps: 2000 },
                { minAmount: 2_000_000, bps: 3000 },
              ],
              dailyCap: 3_000_000,
              remainingToday,
              mode,
              wageringMultiple: 3,
              claimable: grants,
            },
          };
    }
    if (path === '/promo/claim') {
      const { grantId } = req as { grantId: string };
      claimedIds.push(grantId);
      grants = grants.filter((g) => g.grantId !== grantId);
      body = { state: '200', msg: '', resultData: { amount: 10_000, balance: 10_000 } };
    }
    return body;
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  session.setAuth('sign-1', 'u1');
});

afterEach(resetPage);

async function open(lang: LangKey) {
  await openPage(lang, <FirstDeposit />);
}

describe('First deposit page', () => {
  it('shows the tiers, today’s cap and what a typed deposit would earn', async () => {
    await open('en');
    const rows = (await screen.findByTestId('fd-tiers')).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent)).toEqual([
      '₹500 – ₹4,999.9910%',
      '₹5,000 – ₹19,999.9920%',
      '₹20,000 or more30%',
    ]);
    expect(screen.getByTestId('fd-cap').textContent).toBe('₹30,000');
    expect(screen.getByTestId('fd-remaining').textContent).toBe('₹10,000');
    // The first preset is the smallest deposit that earns: ₹500 at 10%.
    expect(screen.getByTestId('fd-earns').textContent).toBe('Your deposit of ₹500 would earn ₹50');
    fireEvent.change(screen.getByTestId('fd-amount'), { target: { value: '20000' } });
    expect(screen.getByTestId('fd-earns').textContent).toBe(
      'Your deposit of ₹20,000 would earn ₹6,000',
    );
    // The betting that bonus adds, from the promotion's multiple (issue 33).
    expect(screen.getByTestId('fd-betting').textContent).toBe(
      'The bonus must be bet 3× before it can be withdrawn: bet ₹18,000 for ₹6,000 of bonus.',
    );
    // Above today's remaining ₹10,000 the bonus stops there.
    fireEvent.change(screen.getByTestId('fd-amount'), { target: { value: '50000' } });
    expect(screen.getByTestId('fd-earns').textContent).toBe(
      'Your deposit of ₹50,000 would earn ₹10,000',
    );
    fireEvent.change(screen.getByTestId('fd-amount'), { target: { value: '499' } });
    expect(screen.getByTestId('fd-earns').textContent).toBe('Deposits from ₹500 earn a bonus');
    expect(screen.getByTestId('fd-betting').textContent).toBe(
      'The bonus must be bet 3× before it can be withdrawn',
    );
  });

  it('says when today’s bonus limit is used up, in Indonesian', async () => {
    remainingToday = 0;
    await open('ind');
    expect((await screen.findByTestId('fd-earns')).textContent).toMatch(
      /^Batas bonus hari ini sudah tercapai\. Diatur ulang dalam \d/,
    );
  });

  it('lists waiting bonuses in claim mode and claims one', async () => {
    mode = 'claim';
    grants = [
      {
        grantId: 'g1',
        promotionId: 'fd',
        amount: 10_000,
        createdAt: '2026-11-23T01:00:00Z',
        expiresAt: null,
      },
    ];
    await open('en');
    expect((await screen.findByTestId('fd-grants')).textContent).toContain('₹100');
    fireEvent.click(screen.getByTestId('fd-claim-g1'));
    await vi.waitFor(() => expect(screen.queryByTestId('fd-grants')).toBeNull());
    expect(claimedIds).toEqual(['g1']);
  });

  it('says in the server’s words when the operator runs no such promotion', async () => {
    unavailable = true;
    await open('en');
    expect((await screen.findByTestId('promo-unavailable')).textContent).toBe(
      'This promotion is not running right now',
    );
  });
});
