import { describe, expect, it } from 'vitest';
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
