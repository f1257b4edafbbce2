// Recomputes a round from its seeds, so anyone can check a revealed server seed:
//   npm run -s verify -- --server-seed <seed> --client-seed <text> --nonce <n> --game <g> [--count <k>]
// and a live table's round from its chain seed and the published salt (fair/chain.ts):
//   npm run -s verify -- --seed <round seed> --salt <salt> --game <g>
//     [--round <k> --terminating-hash <hash>] [--previous-seed <seed>]
import { pathToFileURL } from 'node:url';
import { formatCard, formatCards } from '../cards.js';
import { shuffleDeck } from '../deck.js';
import { belongsToChain, followsInChain, isChainSeed, liveRoundSeeds } from '../fair/chain.js';
import type { Seeds } from '../fair/rng.js';
import { GAME_CODES, GAMES, isGameCode } from '../games/registry.js';

export const USAGE = `usage: npm run -s verify -- --server-seed <seed> --client-seed <text> --nonce <n> --game <g> [--count <k>]
  <g>: deck (first --count cards of the single-deck shuffle, default 52),
       baccarat (the six cards in Stake's generation order, then the outcome),
       or a game code: ${GAME_CODES.join(', ')}
a live table's round:
       npm run -s verify -- --seed <round seed> --salt <salt> --game <game code>
         [--round <k> --terminating-hash <hash>] [--previous-seed <the seed revealed before>]`;

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Map<string, string> {
  const known = new Set([
    '--server-seed',
    '--client-seed',
    '--nonce',
    '--game',
    '--count',
    '--seed',
    '--salt',
    '--round',
    '--terminating-hash',
    '--previous-seed',
  ]);
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

/**
 * A live round: its cards and outcome, then each chain check asked for. A check that fails
 * makes the exit code 1 (the cards are still printed: they are what that seed deals).
 */
function verifyLive(args: Map<string, string>): CliResult {
  const seed = (args.get('--seed') ?? '').trim().toLowerCase();
  const salt = args.get('--salt');
  const game = args.get('--game');
  if (salt === undefined || game === undefined) {
    throw new UsageError('--seed, --salt and --game are required for a live round');
  }
  if (!isChainSeed(seed)) throw new UsageError('--seed must be 64 hex characters');
  if (!isGameCode(game)) throw new UsageError(`unknown game: ${game}`);
  for (const flag of ['--server-seed', '--client-seed', '--nonce', '--count']) {
    if (args.has(flag)) throw new UsageError(`${flag} does not apply to a live round`);
  }
  const lines = describe(liveRoundSeeds(seed, salt), game);
  let failed = false;
  const roundText = args.get('--round');
  const terminating = args.get('--terminating-hash');
  if ((roundText === undefined) !== (terminating === undefined)) {
    throw new UsageError('--round and --terminating-hash go together');
  }
  if (roundText !== undefined && terminating !== undefined) {
    const round = integer(roundText, '--round', Number.MAX_SAFE_INTEGER);
    const ok = round >= 1 && belongsToChain(seed, round, terminating);
    failed ||= !ok;
    lines.push(`chain: ${round} hashes lead to the terminating hash: ${ok ? 'yes' : 'NO'}`);
  }
  const previous = args.get('--previous-seed');
  if (previous !== undefined) {
    const ok = followsInChain(seed, previous);
    failed ||= !ok;
    lines.push(`chain: hashes to the previous round's seed: ${ok ? 'yes' : 'NO'}`);
  }
  return { code: failed ? 1 : 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
}

export function runVerify(argv: readonly string[]): CliResult {
  try {
    const args = parseArgs(argv);
    if (args.has('--seed')) return verifyLive(args);
    for (const flag of ['--salt', '--round', '--terminating-hash', '--previous-seed']) {
      if (args.has(flag)) throw new UsageError(`${flag} applies to a live round (--seed) only`);
    }
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
