import { useCallback } from 'react';
import { formatMoney, type MoneyOptions } from '../lib/money';
import { useLanguage } from '../stores/language';
import { useMarket } from './useLocale';

/**
 * The money formatter for components: `money(minor)`, `money(minor, true)` for the compact
 * form, `money(minor, { bare: true })` next to a field that shows the sign already.
 */
export function useMoney() {
  const market = useMarket().code;
  const lang = useLanguage((s) => s.lang);
  return useCallback(
    (minor: number, opts: boolean | MoneyOptions = false) =>
      formatMoney(minor, {
        market,
        lang,
        ...(typeof opts === 'boolean' ? { compact: opts } : opts),
      }),
    [market, lang],
  );
}
