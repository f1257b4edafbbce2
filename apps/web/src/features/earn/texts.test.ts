// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/translator';
import './texts';

/** Issue 33 saw "1 invitees": the team count takes the language's plural form. */
describe('the team count', () => {
  const counts = (lang: 'en' | 'ind', invitees: number, valid: number) => {
    i18n.load(lang, {});
    i18n.changeLanguage(lang);
    return i18n.t('earn.team.counts', { invitees, valid, count: invitees });
  };

  it('says one invitee in the singular and more in the plural, in English', () => {
    expect(counts('en', 1, 0)).toBe('1 invitee, 0 valid');
    expect(counts('en', 2, 1)).toBe('2 invitees, 1 valid');
  });

  it('says it in Indonesian, which has one form', () => {
    expect(counts('ind', 1, 1)).toBe('1 undangan, 1 sah');
  });
});
