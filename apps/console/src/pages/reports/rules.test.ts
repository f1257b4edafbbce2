import { describe, expect, it } from 'vitest';
import { providerName, readFromText } from './rules';

describe('where the report was read', () => {
  it('says nothing when the main database answered', () => {
    expect(readFromText({ source: 'primary', lagSeconds: null })).toBeNull();
  });
  it('says the replica is caught up, or how far behind it is', () => {
    expect(readFromText({ source: 'replica', lagSeconds: 0 })).toBe(
      'Read from the reports replica, caught up with the main database.',
    );
    expect(readFromText({ source: 'replica', lagSeconds: 4.7 })).toContain('4 s behind');
    expect(readFromText({ source: 'replica', lagSeconds: 600 })).toContain('10 min behind');
    expect(readFromText({ source: 'replica', lagSeconds: 3 * 3600 + 5 })).toContain('3 h behind');
  });
  it('says when the replica did not answer and the main database did', () => {
    expect(readFromText({ source: 'primary-fallback', lagSeconds: null })).toContain(
      'did not answer',
    );
  });
});

describe('game providers', () => {
  it('names the house tables, keeps a provider code, and marks days summed without one', () => {
    expect(providerName('house')).toBe('Cardroom tables (house)');
    expect(providerName('hub88')).toBe('hub88');
    expect(providerName('')).toBe('—');
  });
});
