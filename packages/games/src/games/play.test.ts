import { describe, expect, it } from 'vitest';
import { dealRound, handsOf, settleRound } from './play.js';
import { GAME_CODES, GAMES, settle } from './registry.js';

const seeds = { serverSeed: 'play-test-seed', clientSeed: 'client', nonce: 7 };

describe('dealRound / settleRound / handsOf', () => {
  it.each(GAME_CODES)('%s: deals as the engine does and lays out every dealt card', (code) => {
    const round = dealRound(code, seeds);
    expect(round.cards).toEqual(GAMES[code].deal(seeds).cards);
    const laidOut = handsOf(round).flatMap((h) => h.cards);
    // Baccarat shows only the cards in play; the other games show every card drawn.
    if (code === 'baccarat') expect(laidOut.length).toBeGreaterThanOrEqual(4);
    else expect([...laidOut].sort((a, b) => a - b)).toEqual([...round.cards].sort((a, b) => a - b));
    const bets = GAMES[code].spots.map((s) => ({ spot: s.id, stake: 100 }));
    const game = GAMES[code] as Parameters<typeof settle>[0];
    expect(settleRound(round, bets)).toEqual(
      settle(game, round as Parameters<typeof settle>[1], bets),
    );
  });
});
