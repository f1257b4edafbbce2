// Recomputes a round from its seeds, so anyone can check a revealed server seed:
//   npm run -s verify -- --server-seed <seed> --client-seed <text> --nonce <n> --game <g> [--count <k>]
import { pathToFileURL } from 'node:url';
import { formatCard, formatCards } from '../cards.js';
import { shuffleDeck } from '../deck.js';
import type { Seeds } from '../fair/rng.js';
import { GAME_CODES, GAMES, isGameCode } from '../games/registry.js';

export const USAGE = `usage: npm run -s verify -- --server-seed <seed> --client-seed <text> --nonce <n> --game <g> [--count <k>]
  <g>: deck (first --count cards of the single-deck shuffle, default 52),
       baccarat (the six cards in Stake's generation order, then the outcome),
       or a game code: ${GAME_CODES.join(', ')}`;

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Map<string, string> {
  const known = new Set(['--server-seed', '--client-seed', '--nonce', '--game', '--count']);
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    if (!known.has(flag)) throw new UsageError(`unknown argument: ${flag}`);
    if (value === undefined) throw new UsageError(`missing value for ${flag}`);
    if (args.has(flag)) throw new UsageError(`${flag} given twice`);
    args.set(flag, value);
  }
  return args;
}

function integer(text: string, name: string, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n > max)
    throw new UsageError(`${name} must be an integer 0..${max}`);
  return n;
}

function describe(seeds: Seeds, game: string): string[] {
  switch (game) {
    case 'dragon-tiger': {
      const r = GAMES['dragon-tiger'].deal(seeds);
      return [formatCards(r.cards), `winner: ${r.outcome.winner}`];
    }
    case 'andar-bahar': {
      const r = GAMES['andar-bahar'].deal(seeds);
      const { winner, dealt } = r.outcome;
      return [
        formatCards(r.cards),
        `winner: ${winner} (joker ${formatCard(r.joker)}, ${dealt} cards dealt)`,
      ];
    }
    case 'teen-patti': {
      const r = GAMES['teen-patti'].deal(seeds);
      const { winner, player, dealer } = r.outcome;
      return [
        formatCards(r.cards),
        `winner: ${winner} (player ${formatCards(r.player)} ${player}, dealer ${formatCards(r.dealer)} ${dealer})`,
      ];
    }
    default: {
      // The cards line is all six generated cards (as baccaratCards returns), used or not.
      const r = GAMES.baccarat.deal(seeds);
      const { winner, playerTotal, bankerTotal } = r.outcome;
      return [
        formatCards(r.cards),
        `winner: ${winner} (player ${formatCards(r.player)} = ${playerTotal}, banker ${formatCards(r.banker)} = ${bankerTotal})`,
      ];
    }
  }
}

export function runVerify(argv: readonly string[]): CliResult {
  try {
    const args = parseArgs(argv);
    const serverSeed = args.get('--server-seed');
    const clientSeed = args.get('--client-seed');
    const nonceText = args.get('--nonce');
    const game = args.get('--game');
    if (
      serverSeed === undefined ||
      clientSeed === undefined ||
      nonceText === undefined ||
      game === undefined
    ) {
      throw new UsageError('--server-seed, --client-seed, --nonce and --game are required');
    }
    const seeds: Seeds = {
      serverSeed,
      clientSeed,
      nonce: integer(nonceText, '--nonce', Number.MAX_SAFE_INTEGER),
    };
    const countText = args.get('--count');
    if (countText !== undefined && game !== 'deck')
      throw new UsageError('--count applies to --game deck only');
    let lines: string[];
    if (game === 'deck') {
      lines = [
        formatCards(
          shuffleDeck(seeds, countText === undefined ? 52 : integer(countText, '--count', 52)),
        ),
      ];
    } else if (isGameCode(game)) {
      lines = describe(seeds, game);
    } else {
      throw new UsageError(`unknown game: ${game}`);
    }
    return { code: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return { code: 2, stdout: '', stderr: `${error.message}\n${USAGE}\n` };
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = runVerify(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
