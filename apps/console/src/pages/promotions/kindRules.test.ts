import { describe, expect, it } from 'vitest';
import { kindName, RULE_FIELDS } from './kindRules';

describe('kindName', () => {
  it('names every kind the form knows, never by its code', () => {
    for (const kind of Object.keys(RULE_FIELDS)) {
      expect(kindName(kind)).not.toBe(kind);
      expect(kindName(kind)).toMatch(/^[A-Z]/);
    }
    expect(kindName('gift_code')).toBe('Gift codes');
  });
  it('shows the code of a kind it does not know yet', () => {
    expect(kindName('spin_wheel')).toBe('spin_wheel');
  });
});
