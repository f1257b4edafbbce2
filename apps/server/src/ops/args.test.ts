import { describe, expect, it } from 'vitest';
import { OperatorError } from '../http/errors.js';
import { flag, option } from './args.js';

describe('ops options (node:util parseArgs)', () => {
  const line = ['deposits', 'reject-utr', 'R123', '--reason', 'not on statement', '--live'];

  it('reads `--name value`, `--name=value` and flags, leaving the words by position', () => {
    expect(option(line, 'reason')).toBe('not on statement');
    expect(option(['promo', 'edit', '7', '--ends=none'], 'ends')).toBe('none');
    expect(option(line, 'type')).toBeUndefined();
    expect(flag(line, 'live')).toBe(true);
    expect(flag(line, 'everyone')).toBe(false);
    expect(option(['inbox', 'send', '--title-en', 'Hi', '--title-id', 'Hai'], 'title-id')).toBe(
      'Hai',
    );
  });

  it('refuses an option no command knows, or one without its value, rather than guess', () => {
    expect(() => option(['deposits', 'pending', '--tpye', 'all'], 'type')).toThrow(OperatorError);
    expect(() => option(['deposits', 'reject-utr', 'R1', '--reason'], 'reason')).toThrow(
      /--reason <value>' argument missing/,
    );
    // The word after an option that takes a value is its value, even one starting with a dash.
    expect(option(['vip', 'set-level', '1', '--deposit', '-5'], 'deposit')).toBe('-5');
    expect(option(['feedback', 'reply', '3', '--out', '--live'], 'out')).toBe('--live');
  });
});
