import type { GameRound } from '@cardroom/contract';
import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, useLanguageForTest } from '../../../../test/render';
import { dealOrder, RoundView, revealStepMs, revealSteps } from './RoundView';

beforeAll(async () => {
  await useLanguageForTest('en');
  // The table's texts join the translator when its module loads, as in the app.
  await import('./index');
});

const baccarat: GameRound = {
  id: '1',
  betId: 'b',
  gameCode: 'baccarat',
  number: 1,
  nonce: 0,
  serverSeedHash: 'h',
  serverSeed: null,
  clientSeed: 'c',
  cards: [32, 1, 8, 50, 20],
  hands: [
    { id: 'player', cards: [32, 8, 20], note: '9' },
    { id: 'banker', cards: [1, 50], note: '6' },
  ],
  winner: 'player',
  bets: [{ spot: 'player', stake: 1_000, result: 'win', payout: 2_000 }],
  stake: 1_000,
  payout: 2_000,
  createdAt: '2026-11-23T00:00:00.000Z',
};

describe('the deal', () => {
  it('turns one card to each hand in turn, third cards last', () => {
    expect(dealOrder(baccarat)).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 2],
    ]);
    expect(revealSteps(baccarat)).toBe(6);
    // A long Andar Bahar run still deals in a few seconds; a short deal stays readable.
    expect(revealStepMs(49)).toBe(60);
    expect(revealStepMs(2)).toBe(450);
  });

  it('shows the result only after the last card is down, and counts rounds from 1', () => {
    const { rerender } = renderPage(<RoundView code="baccarat" round={baccarat} shown={5} />);
    expect(document.querySelectorAll('[data-card]')).toHaveLength(5);
    expect(screen.queryByTestId('game-result')).toBeNull();
    rerender(<RoundView code="baccarat" round={baccarat} shown={2} />);
    expect(document.querySelectorAll('[data-card]')).toHaveLength(2);
    rerender(<RoundView code="baccarat" round={baccarat} shown={6} />);
    expect(screen.getByTestId('game-result').textContent).toMatch(/Round 1$/);
    // The game's own count, not the seed pair's nonce that runs across games (issue 33).
    rerender(<RoundView code="baccarat" round={{ ...baccarat, number: 2, nonce: 3 }} shown={6} />);
    expect(screen.getByTestId('game-result').textContent).toMatch(/Round 2$/);
  });

  it('says a bet won beside a lost side bet was paid, and only an exact refund was returned', () => {
    cleanup();
    const sideLost: GameRound = {
      ...baccarat,
      bets: [
        { spot: 'player', stake: 1_000, result: 'win', payout: 2_000 },
        { spot: 'playerPair', stake: 1_500, result: 'lose', payout: 0 },
      ],
      stake: 2_500,
      payout: 2_000,
    };
    const { rerender } = renderPage(<RoundView code="baccarat" round={sideLost} shown={6} />);
    expect(screen.getByTestId('game-result').textContent).toContain('Paid Rp 20 of Rp 25 staked');
    const push = { ...sideLost, payout: 2_500 };
    rerender(<RoundView code="baccarat" round={push} shown={6} />);
    expect(screen.getByTestId('game-result').textContent).toContain('Returned Rp 25');
  });
});
