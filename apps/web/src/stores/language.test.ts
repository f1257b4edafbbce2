import { afterEach, describe, expect, it } from 'vitest';
import { pageMarket } from '../lib/market';
import { KEYS } from '../lib/storage';
import { applyMarketDefault, languageFor, storedLang, useLanguage } from './language';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.market;
});

describe('the default language comes from the market until the player chooses', () => {
  it('is English in India and Indonesian in Indonesia', () => {
    expect(languageFor(null, 'IN')).toBe('en');
    expect(languageFor(null, 'ID')).toBe('ind');
  });

  it('is the player’s choice once they made one, whatever the market', () => {
    expect(languageFor('ind', 'IN')).toBe('ind');
    expect(languageFor('en', 'ID')).toBe('en');
  });

  it('is unknown when neither the player nor the page says', () => {
    expect(languageFor(null, null)).toBeNull();
  });

  it('reads the market the server wrote on the page', () => {
    expect(pageMarket()).toBeNull();
    document.documentElement.dataset.market = 'IN';
    expect(pageMarket()).toBe('IN');
    document.documentElement.dataset.market = 'XX';
    expect(pageMarket()).toBeNull();
  });

  it('applies the market default without storing it, and keeps a stored choice', () => {
    expect(applyMarketDefault('IN')).toBe('en');
    expect(useLanguage.getState().lang).toBe('en');
    expect(storedLang()).toBeNull();
    localStorage.setItem(KEYS.lang, JSON.stringify('ind'));
    expect(applyMarketDefault('IN')).toBe('ind');
    expect(useLanguage.getState().lang).toBe('ind');
  });
});
