import { type Locale, type Market, routes, type SmsType } from '@cardroom/contract';
import i18next from 'i18next';
import { call } from '../../api';
import { showToast } from '../../stores/ui';
import { phoneError } from './rules';

/**
 * "Send code": the phone is checked first (no SMS for a number that cannot be right), then
 * /sms/send. Resolves true when the countdown should start.
 */
export async function sendCode(
  market: Market,
  mobile: string,
  type: SmsType,
  locale: Locale,
  setError: (e: string | null) => void,
): Promise<boolean> {
  const problem = phoneError(market, mobile, locale);
  setError(problem);
  if (problem) return false;
  const r = await call(routes.smsSend, { mobile: mobile.trim(), type });
  if (r.ok) showToast(i18next.t('form.codeSent'), { icon: 'success' });
  return r.ok;
}
