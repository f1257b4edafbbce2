// Prints the exact RTP of every bet spot (the README table): npx tsx src/rtp/print-table.ts
import { GAME_CODES, GAMES } from '../games/registry.js';
import { exactRtp } from './exact.js';

for (const code of GAME_CODES) {
  const game = GAMES[code];
  for (const r of exactRtp(code)) {
    const spot = game.spots.find((s) => s.id === r.spot);
    const pays = spot?.pays.map((p) => `${p.label} ${p.numerator}/${p.denominator}`).join('; ');
    console.log(
      `| ${game.name} | ${spot?.name} | ${pays} | ${(r.rtp * 100).toFixed(4)}% | ${r.num}/${r.den} | ${r.variance.toFixed(4)} |`,
    );
  }
}
