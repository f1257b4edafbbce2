import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProvider, memoryLocation } from '../../../../nav';
import { useApp } from '../../../../stores/app';
import { renderPage, useLanguageForTest } from '../../../../test/render';
import GameTable from '.';

// fetch is the outside boundary: what the game server answers to open, rounds and play.
let openAnswer: unknown;
let playAnswer: unknown;
const plays: unknown[] = [];

const opened = {
  token: 'gs-1',
  gameCode: 'dragon-tiger',
  uid: 'u1',
  currency: 'INR',
  balance: 100_000,
  seeds: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'c1', nonce: 0 },
  table: {
    spot: { min: 1_000, max: 5_000_000 },
    round: { min: 1_000, max: 10_000_000 },
    chips: [1_000, 5_000],
  },
};

beforeEach(() => {
  sessionStorage.clear();
  plays.length = 0;
  openAnswer = { state: '200', msg: '', resultData: opened };
  playAnswer = { state: '400', msg: 'The table is closed for this round' };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    let body: unknown = { state: '500', msg: 'unexpected' };
    if (url === '/game/open') body = openAnswer;
    if (url === '/game/rounds') body = { state: '200', msg: '', resultData: { list: [] } };
    if (url === '/game/play') {
      plays.push(JSON.parse(String(init?.body ?? '{}')));
      body = playAnswer;
    }
    return new Response(JSON.stringify(body), { status: 200 });
  });
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(launchToken: string) {
  renderPage(
    <LocationProvider source={memoryLocation()}>
      <GameTable code="dragon-tiger" launchToken={launchToken} />
    </LocationProvider>,
  );
}

describe('Game table', () => {
  it('a refused launch link says why and offers to open the game again', async () => {
    await useLanguageForTest('en');
    openAnswer = { state: '400', msg: 'This game link has expired' };
    open('lt-spent');
    expect((await screen.findByTestId('game-ended')).textContent).toContain(
      'This game link has expired',
    );
    expect(screen.getByTestId('game-reopen')).toBeTruthy();
    expect(screen.queryByTestId('game-table')).toBeNull();
  });

  it('takes bets with the table chips, and a refused deal shows the reason and keeps the balance', async () => {
    await useLanguageForTest('en');
    open('lt-open');
    expect((await screen.findByTestId('game-balance')).textContent).toBe('₹1,000');
    expect(screen.getAllByTestId(/^chip-/).map((c) => c.getAttribute('data-testid'))).toEqual([
      'chip-1000',
      'chip-5000',
    ]);
    fireEvent.click(screen.getByTestId('chip-5000'));
    fireEvent.click(screen.getByTestId('spot-dragon'));
    fireEvent.click(screen.getByTestId('spot-dragon'));
    expect(screen.getByTestId('game-total').textContent).toBe('₹100');
    fireEvent.click(screen.getByTestId('deal'));
    expect((await screen.findByTestId('game-error')).textContent).toBe(
      'The table is closed for this round',
    );
    expect(plays).toHaveLength(1);
    expect(plays[0]).toMatchObject({ token: 'gs-1', bets: [{ spot: 'dragon', stake: 10_000 }] });
    expect(screen.getByTestId('game-balance').textContent).toBe('₹1,000');
  });

  it('closes the spots while a round is dealt and turned, and opens them with the result', async () => {
    await useLanguageForTest('en');
    const round = {
      id: 'r1',
      betId: 'b1',
      gameCode: 'dragon-tiger',
      nonce: 0,
      serverSeedHash: 'ab'.repeat(32),
      serverSeed: null,
      clientSeed: 'c1',
      cards: [10, 20],
      hands: [
        { id: 'dragon', cards: [10], note: '' },
        { id: 'tiger', cards: [20], note: '' },
      ],
      winner: 'tiger',
      bets: [{ spot: 'dragon', stake: 1_000, result: 'lose', payout: 0 }],
      stake: 1_000,
      payout: 0,
      createdAt: '2026-11-24T00:00:00.000Z',
    };
    playAnswer = {
      state: '200',
      msg: '',
      resultData: { round, balance: 99_000, seeds: { ...opened.seeds, nonce: 1 } },
    };
    open('lt-reveal');
    await screen.findByTestId('game-table');
    const dragon = () => screen.getByTestId('spot-dragon') as HTMLButtonElement;
    fireEvent.click(dragon());
    fireEvent.click(screen.getByTestId('deal'));
    // Mid-deal a tap on a spot is refused visibly, not dropped silently.
    await vi.waitFor(() => expect(dragon().disabled).toBe(true));
    await screen.findByTestId('game-result', {}, { timeout: 3_000 });
    expect(dragon().disabled).toBe(false);
    fireEvent.click(dragon());
    expect(screen.getByTestId('game-total').textContent).toBe('₹10');
  });
});
