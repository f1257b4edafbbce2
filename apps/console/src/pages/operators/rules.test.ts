import { consoleApi } from '@cardroom/contract/console';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './rules';

const serverTakes = (newPassword: string) =>
  consoleApi.consoleOwnPassword.request.safeParse({ currentPassword: 'x', newPassword }).success;

describe('passwordProblem', () => {
  it('asks for the current password, a long enough new one, typed twice, and a change', () => {
    const good = 'correct horse battery';
    expect(passwordProblem('', good, good)).toBe('Type your current password.');
    expect(passwordProblem('old', 'short', 'short')).toBe(
      'The new password needs at least 12 characters (5 so far).',
    );
    expect(passwordProblem('old', good, `${good}!`)).toBe('The two new passwords differ.');
    expect(passwordProblem(good, good, good)).toBe('The new password is the current one.');
    expect(passwordProblem('old', good, good)).toBeNull();
  });

  it('lets through exactly what the server takes', () => {
    for (const length of [PASSWORD_MIN - 1, PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MAX + 1]) {
      const p = 'p'.repeat(length);
      expect(passwordProblem('old', p, p) === null).toBe(serverTakes(p));
    }
  });
});
