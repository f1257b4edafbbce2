import { describe, expect, it } from 'vitest';
import { playerSearchExample } from './examples';

describe('playerSearchExample', () => {
  it('shows the market’s own phone numbers', () => {
    expect(playerSearchExample('ID')).toBe('e.g. 10234567, +6281234567890, Budi');
    expect(playerSearchExample('IN')).toBe('e.g. 10234567, +919876543210, Priya');
  });
});
