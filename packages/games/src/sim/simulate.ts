import type { Seeds } from '../fair/rng.js';
import { settle } from '../games/registry.js';
import type { Game, GameCode, OutcomeBase, RoundBase } from '../games/types.js';
import type { SpotRtp } from '../rtp/exact.js';

export interface SpotResult {
  readonly spot: string;
  readonly observed: number;
  readonly theory: number;
  /** Four standard errors of the mean return over the simulated rounds. */
  readonly bound: number;
}

// 100 minor units makes every multiplier in the pay tables exact, so floor rounding cannot
// bias the observed return away from the theoretical one.
const STAKE = 100;

/**
 * Plays `rounds` real rounds (serverSeed 'sim', nonce 0..rounds−1) with every spot staked and
 * compares each spot's observed return with its exact RTP.
 */
export function simulate<R extends RoundBase<GameCode, OutcomeBase>>(
  game: Game<R>,
  exact: readonly SpotRtp[],
  rounds: number,
): SpotResult[] {
  const bets = game.spots.map((s) => ({ spot: s.id, stake: STAKE }));
  const paid = new Float64Array(bets.length);
  const seeds: { -readonly [K in keyof Seeds]: Seeds[K] } = {
    serverSeed: 'sim',
    clientSeed: 'cardroom-simulation',
    nonce: 0,
  };
  for (let nonce = 0; nonce < rounds; nonce++) {
    seeds.nonce = nonce;
    const settled = settle(game, game.deal(seeds), bets);
    for (let i = 0; i < settled.length; i++) {
      paid[i] = (paid[i] as number) + (settled[i]?.payout ?? 0);
    }
  }
  return bets.map(({ spot }, i) => {
    const e = exact.find((r) => r.spot === spot);
    if (e === undefined) throw new Error(`no exact RTP for ${spot}`);
    return {
      spot,
      observed: (paid[i] as number) / (STAKE * rounds),
      theory: e.rtp,
      bound: 4 * Math.sqrt(e.variance / rounds),
    };
  });
}

export function report(code: string, results: readonly SpotResult[]): void {
  if (!process.env.GAMES_SIM_REPORT) return;
  for (const r of results) {
    const pct = (x: number) => `${(x * 100).toFixed(3)}%`;
    console.log(
      `| ${code} | ${r.spot} | ${pct(r.theory)} | ${pct(r.observed)} | ±${pct(r.bound)} |`,
    );
  }
}
