// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function make() {
  const i18n = new Translator();
  i18n.load('en', {
    greet: 'Hello {{name}}',
    money: { balance: 'Balance {{ amount }}', both: '{{a}} and {{a}}' },
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    unread: '{{count}} unread',
    steps: ['one', 'two'],
  });
  i18n.load('ind', { greet: 'Halo {{name}}', days_other: '{{count}} hari' });
  i18n.changeLanguage('en');
  return i18n;
}

describe('Translator', () => {
  it('reads nested keys and fills every placeholder', () => {
    const { t } = make();
    expect(t('greet', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('money.balance', { amount: 'Rp 5.000' })).toBe('Balance Rp 5.000');
    expect(t('money.both', { a: 1 })).toBe('1 and 1');
  });

  it('keeps a placeholder without a value, and shows a missing key as the key', () => {
    const { t } = make();
    expect(t('greet')).toBe('Hello {{name}}');
    expect(t('nope.nothing')).toBe('nope.nothing');
    // An object is not a text: without returnObjects it shows the key too.
    expect(t('money')).toBe('money');
  });

  it('picks the plural form by the language, and falls back to the plain key', () => {
    const i18n = make();
    expect(i18n.t('days', { count: 1 })).toBe('1 day');
    expect(i18n.t('days', { count: 0 })).toBe('0 days');
    expect(i18n.t('days', { count: 2 })).toBe('2 days');
    expect(i18n.t('unread', { count: 1 })).toBe('1 unread');
    i18n.changeLanguage('ind');
    // Indonesian has one form for every number.
    expect(i18n.t('days', { count: 1 })).toBe('1 hari');
    expect(i18n.t('greet', { name: 'Ana' })).toBe('Halo Ana');
  });

  it('returns objects on request', () => {
    const { t } = make();
    expect(t('steps', { returnObjects: true })).toEqual(['one', 'two']);
    expect(t('missing', { returnObjects: true })).toBeUndefined();
  });

  it('adds feature texts to loaded and later-loaded languages without overwriting', () => {
    const i18n = new Translator();
    i18n.load('en', { greet: 'Hello', feature: { kept: 'base' } });
    i18n.changeLanguage('en');
    i18n.add({
      en: { feature: { kept: 'feature', added: 'new' } },
      ind: { feature: { added: 'baru' } },
    });
    expect(i18n.t('feature.kept')).toBe('base');
    expect(i18n.t('feature.added')).toBe('new');
    expect(i18n.t('feature', { returnObjects: true })).toEqual({ kept: 'base', added: 'new' });
    i18n.load('ind', { greet: 'Halo' });
    i18n.changeLanguage('ind');
    expect(i18n.t('feature.added')).toBe('baru');
  });

  it('tells subscribers about loads and language changes, not about a repeated change', () => {
    const i18n = make();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    const before = i18n.version;
    i18n.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    i18n.changeLanguage('ind');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.version).toBe(before + 1);
    stop();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
