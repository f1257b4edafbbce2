import { describe, expect, it } from 'vitest';
import { REASON_MAX, REASONS, reasonProblem } from './reason';

describe('reasonProblem', () => {
  const rule = { min: 5 };

  it('asks for a reason when there is none, or only spaces', () => {
    expect(reasonProblem('', rule)).toBe('Write the reason.');
    expect(reasonProblem('   \n ', rule)).toBe('Write the reason.');
  });

  it('counts the trimmed characters against the minimum', () => {
    expect(reasonProblem('  abcd  ', rule)).toBe('Write at least 5 characters (4 so far).');
    expect(reasonProblem('  abcde  ', rule)).toBeNull();
  });

  it('counts a character outside the basic plane once, as the server does', () => {
    // Four emoji are eight UTF-16 units: still four characters, too short for five.
    expect(reasonProblem('😀😀😀😀', rule)).toBe('Write at least 5 characters (4 so far).');
  });

  it('refuses more than the maximum', () => {
    expect(reasonProblem('x'.repeat(REASON_MAX), rule)).toBeNull();
    expect(reasonProblem('x'.repeat(REASON_MAX + 1), rule)).toBe(
      `Keep it to ${REASON_MAX} characters (${REASON_MAX + 1} now).`,
    );
  });
});

describe('REASONS against the endpoints the server checks with', () => {
  // Only the reason field is judged: the rest of the payload is not what this rule is about.
  const reasonIssues = (
    endpoint: (typeof REASONS)[keyof typeof REASONS]['endpoint'],
    text: string,
  ) => {
    const parsed = endpoint.request.safeParse({ reason: text });
    return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === 'reason');
  };

  for (const [name, { endpoint, min }] of Object.entries(REASONS)) {
    it(`${name}: the console's shortest and longest reason are the server's`, () => {
      expect(reasonIssues(endpoint, 'x'.repeat(min))).toEqual([]);
      expect(reasonIssues(endpoint, ` ${'x'.repeat(min - 1)} `)).not.toEqual([]);
      expect(reasonIssues(endpoint, 'x'.repeat(REASON_MAX))).toEqual([]);
      expect(reasonIssues(endpoint, 'x'.repeat(REASON_MAX + 1))).not.toEqual([]);
      // What the dialog lets through, the server takes; what it stops, the server refuses.
      for (const text of [
        '',
        'ab',
        'abcd',
        'abcde',
        '😀😀',
        ' 😀😀😀 ',
        'x'.repeat(REASON_MAX + 1),
      ]) {
        expect(reasonProblem(text, { min }) === null).toBe(
          reasonIssues(endpoint, text).length === 0,
        );
      }
    });
  }
});
