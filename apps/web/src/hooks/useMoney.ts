import { useCallback } from 'react';
import { formatMoney, type MoneyOptions } from '../lib/money';
import { isPlay, useApp } from '../stores/app';
import { useLanguage } from '../stores/language';
import { useMarket } from './useLocale';

/**
 * The money formatter for components: `money(minor)`, `money(minor, true)` for the compact
 * form, `money(minor, { bare: true })` next to a field that shows the sign already.
 */
export function useMoney() {
  const market = useMarket().code;
  const lang = useLanguage((s) => s.lang);
  // Coins or money (the play-money edition); a hook so components re-render when gconfig arrives.
  const coins = useApp(isPlay);
  return useCallback(
    (minor: number, opts: boolean | MoneyOptions = false) =>
      formatMoney(minor, {
        market,
        lang,
        coins,
        ...(typeof opts === 'boolean' ? { compact: opts } : opts),
      }),
    [market, lang, coins],
  );
}
