import { describe, expect, it } from 'vitest';
import { formatCards } from '../cards.js';
import { chainCheckpoints, liveRoundSeeds, roundSeed } from '../fair/chain.js';
import { GAMES } from '../games/registry.js';
import { runVerify } from './verify.js';

const seeds = ['--server-seed', 'cardroom-golden', '--client-seed', 'player-1', '--nonce', '0'];

describe('verify CLI', () => {
  it('prints the first --count cards of the deck on one line', () => {
    const r = runVerify([...seeds, '--game', 'deck', '--count', '5']);
    expect(r).toEqual({ code: 0, stdout: 'JD QD 2D QC AS\n', stderr: '' });
    expect(
      runVerify([...seeds, '--game', 'deck'])
        .stdout.trim()
        .split(' '),
    ).toHaveLength(52);
  });

  it('prints a game round: the cards line, then the outcome line', () => {
    expect(runVerify([...seeds, '--game', 'dragon-tiger']).stdout).toBe('JD QD\nwinner: tiger\n');
    expect(runVerify([...seeds, '--game', 'andar-bahar']).stdout).toBe(
      'JD QD 2D QC AS 6H 8C 4S QS JC\nwinner: andar (joker JD, 9 cards dealt)\n',
    );
    expect(runVerify([...seeds, '--game', 'teen-patti']).stdout).toBe(
      'JD QD 2D QC AS 6H\nwinner: dealer (player JD 2D AS high-card, dealer QD QC 6H pair)\n',
    );
  });

  it('prints Baccarat’s six generated cards, then the outcome', () => {
    const r = runVerify([
      '--server-seed',
      'some server seed',
      '--client-seed',
      'some client seed',
      '--nonce',
      '2',
      '--game',
      'baccarat',
    ]);
    expect(r.stdout).toBe(
      'QH QC 4H 3H 10C 9C\nwinner: banker (player QH QC 10C = 0, banker 4H 3H = 7)\n',
    );
  });

  it('exits 2 with usage on stderr for bad arguments', () => {
    const bad = [
      [],
      [...seeds],
      [...seeds, '--game', 'poker'],
      [...seeds, '--game', 'deck', '--count', '53'],
      [...seeds, '--game', 'dragon-tiger', '--count', '3'],
      ['--server-seed', 's', '--client-seed', 'c', '--nonce', '-1', '--game', 'deck'],
      ['--server-seed', 's', '--client-seed', 'c', '--nonce', '1e3', '--game', 'deck'],
      [...seeds, '--game'],
      [...seeds, '--game', 'deck', '--colour', 'red'],
    ];
    for (const argv of bad) {
      const r = runVerify(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('usage:');
    }
  });
});

describe('verify CLI, a live round', () => {
  const first = 'a'.repeat(64);
  const chain = chainCheckpoints(first, 6, 2);
  const salt = 'published salt';
  const live = (round: number, ...more: string[]) =>
    runVerify([
      '--seed',
      roundSeed(chain, round),
      '--salt',
      salt,
      '--game',
      'dragon-tiger',
      ...more,
    ]);

  it('prints the round as the table dealt it and says yes to each chain check', () => {
    const dealt = GAMES['dragon-tiger'].deal(liveRoundSeeds(roundSeed(chain, 3), salt));
    const r = live(
      3,
      '--round',
      '3',
      '--terminating-hash',
      chain.terminatingHash,
      '--previous-seed',
      roundSeed(chain, 2),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `${formatCards(dealt.cards)}\nwinner: ${dealt.outcome.winner}\n` +
        'chain: 3 hashes lead to the terminating hash: yes\n' +
        "chain: hashes to the previous round's seed: yes\n",
    );
  });

  it('says NO and exits 1 when the seed is not that round’s', () => {
    const r = live(
      3,
      '--round',
      '2',
      '--terminating-hash',
      chain.terminatingHash,
      '--previous-seed',
      roundSeed(chain, 1),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('chain: 2 hashes lead to the terminating hash: NO\n');
    expect(r.stdout).toContain("chain: hashes to the previous round's seed: NO\n");
  });

  it('refuses mixed or incomplete arguments', () => {
    expect(live(1, '--round', '1').code).toBe(2);
    expect(runVerify(['--seed', 'zz', '--salt', salt, '--game', 'baccarat']).stderr).toContain(
      '64 hex',
    );
    expect(live(1, '--nonce', '0').stderr).toContain('--nonce does not apply');
    expect(runVerify([...seeds, '--game', 'deck', '--salt', 's']).stderr).toContain('live round');
  });
});
