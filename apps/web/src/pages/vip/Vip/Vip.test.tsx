import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../stores/app';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import Vip from '.';

// fetch is the outside boundary: the server's level table for visitors, answered when a test
// lets it (or refused).
let release: () => void = () => {};
let failLevels = false;
let levelCalls = 0;

const level = (n: number) => ({
  level: n,
  name: `VIP${n}`,
  deposit: n * 10_000_000,
  validBet: n * 50_000_000,
  reward: n * 500_000,
  withdrawCount: 3 + n,
  withdrawLimit: 1_000_000_000,
  withdrawFeeBps: 200,
  withdrawFeeMin: 0,
});

beforeEach(() => {
  failLevels = false;
  levelCalls = 0;
  stubServer(async (path) => {
    if (path !== '/vip/levels') return answerFail();
    levelCalls += 1;
    if (failLevels) return answerFail();
    await new Promise<void>((r) => {
      release = r;
    });
    return answerOk({ levels: [level(0), level(1), level(2)] });
  });
  useApp.setState({ phoneNumberPrefix: '+62', currencySign: 'Rp' });
});

afterEach(resetPage);

describe('Vip, signed out', () => {
  it('draws the sign-in and the rule at once; the level cards follow their answer', async () => {
    await openPage('en', <Vip />, '/pages/vip/Vip');
    expect(screen.getByTestId('vip-sign-in').textContent).not.toBe('');
    expect(screen.getByText(/A level is reached when both/)).toBeTruthy();
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    expect(screen.queryByTestId('vip-cards')).toBeNull();

    release();
    expect(await screen.findByTestId('vip-card-2')).toBeTruthy();
    expect(screen.getByTestId('vip-card-0').textContent).toContain('VIP0');
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });

  it('a refused level table says so in place and asks again; the sign-in stays', async () => {
    failLevels = true;
    await openPage('ind', <Vip />, '/pages/vip/Vip');
    expect(await screen.findByTestId('query-error')).toBeTruthy();
    expect(screen.getByText(/Level tercapai saat total deposit/)).toBeTruthy();
    expect(screen.getByTestId('vip-sign-in')).toBeTruthy();

    failLevels = false;
    fireEvent.click(screen.getByTestId('query-error-retry'));
    await screen.findByTestId('page-loading');
    release();
    expect(await screen.findByTestId('vip-card-1')).toBeTruthy();
    expect(levelCalls).toBe(2);
  });
});
