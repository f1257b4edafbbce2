// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { faqEntry } from './faq';

describe('faqEntry', () => {
  it('opens the configured https FAQ instead of the app’s own', () => {
    expect(faqEntry(' https://help.example.com/faq ')).toEqual({
      kind: 'url',
      url: 'https://help.example.com/faq',
    });
  });

  it('uses the app’s FAQ page when none is set or it is not an https address', () => {
    for (const v of [
      '',
      '   ',
      'http://help.example.com',
      'javascript:alert(1)',
      'help.example.com',
    ]) {
      expect(faqEntry(v)).toEqual({ kind: 'page', path: '/pages/account/FAQ/FAQ' });
    }
  });
});
