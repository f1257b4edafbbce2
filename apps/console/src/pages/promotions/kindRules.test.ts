import { describe, expect, it } from 'vitest';
import { draftOf, kindName, RULE_FIELDS, RULE_TEMPLATES, rulesOf } from './kindRules';

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

describe('rules through the form', () => {
  it('gives back every kind’s rules exactly as stored, in both markets', () => {
    for (const sign of ['Rp', '₹']) {
      for (const [kind, rules] of Object.entries(RULE_TEMPLATES)) {
        expect([kind, rulesOf(kind, draftOf(kind, rules, sign), sign)]).toEqual([
          kind,
          { ok: true, rules },
        ]);
      }
    }
  });
  it('keys a table’s problems by field and row', () => {
    const draft = draftOf('invite_ranking', RULE_TEMPLATES.invite_ranking ?? {}, 'Rp');
    const rows = JSON.parse(draft.boards ?? '');
    rows[0].prizes[0].toRank = '0';
    const read = rulesOf('invite_ranking', { boards: JSON.stringify(rows) }, 'Rp');
    expect(read).toEqual({
      ok: false,
      problems: { 'boards.0.0': 'to rank: from the row’s first rank to 50' },
    });
  });
});
