import { useCallback } from 'react';
import { formatMoney } from '../lib/money';
import { useApp } from '../stores/app';
import { useLanguage } from '../stores/language';

export function useMoney() {
  const sign = useApp((s) => s.currencySign);
  const lang = useLanguage((s) => s.lang);
  return useCallback(
    (minor: number, compact = false) => formatMoney(minor, { sign, lang, compact }),
    [sign, lang],
  );
}
