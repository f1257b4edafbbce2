// Rounds per second of deal + settle (every bet spot staked) for each engine:
//   npx tsx packages/games/bench/engines.ts

import type { GameCode, OutcomeBase, RoundBase } from '../src/games/types.js';
import { GAMES, type Game, type Seeds, settle } from '../src/index.js';

const ROUNDS = 200_000;

function bench<R extends RoundBase<GameCode, OutcomeBase>>(game: Game<R>): void {
  const bets = game.spots.map((s) => ({ spot: s.id, stake: 100 }));
  // One mutable seed object, as a server loop over nonces would hold.
  const seeds: { -readonly [K in keyof Seeds]: Seeds[K] } = {
    serverSeed: 'bench',
    clientSeed: 'bench',
    nonce: 0,
  };
  const run = (n: number): number => {
    let paid = 0;
    for (let i = 0; i < n; i++) {
      seeds.nonce = i;
      for (const s of settle(game, game.deal(seeds), bets)) paid += s.payout;
    }
    return paid;
  };
  run(20_000);
  const start = performance.now();
  run(ROUNDS);
  const seconds = (performance.now() - start) / 1000;
  const rate = Math.round(ROUNDS / seconds).toLocaleString('en-US');
  const micros = ((seconds / ROUNDS) * 1e6).toFixed(2);
  console.log(
    `${game.code.padEnd(13)} ${rate.padStart(10)} rounds/s  ${micros} µs/round  (${bets.length} bets)`,
  );
}

bench(GAMES['dragon-tiger']);
bench(GAMES['andar-bahar']);
bench(GAMES['teen-patti']);
bench(GAMES.baccarat);
