import type { SmsType } from '@cardroom/contract';
import { useState } from 'react';
import { CodeField, firstError, PhoneField, phoneCodeError } from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { useSendCode } from '../api';

/**
 * What a phone + code form holds: the number as typed, the code and the form's one error line.
 * `check(...more)` shows the first problem (the number's, the code's, then `more` in field
 * order) and answers whether there was none, so a form makes no call with a bad field.
 */
export function usePhoneCode() {
  const locale = useLocale();
  const market = useMarket();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (...more: Array<string | null>): boolean => {
    const problem = firstError(phoneCodeError(market, mobile, code, locale), ...more);
    setError(problem);
    return problem === null;
  };
  return { mobile, setMobile, code, setCode, error, setError, locale, check };
}

export type PhoneCodeState = ReturnType<typeof usePhoneCode>;

/**
 * A phone number in the market's format and the one-time code sent to it: every form that
 * proves a number (code sign-in, register, reset, phone binding) asks for the pair the same way.
 */
export function PhoneCodeFields(props: {
  type: SmsType;
  /** usePhoneCode's state; "Send code" shows the phone's problem in its error line. */
  state: PhoneCodeState;
  /** Test ids: `<prefix>-phone`, `<prefix>-code`, `<prefix>-send`. */
  testPrefix: string;
}) {
  const { t } = useTranslation();
  const market = useMarket();
  const send = useSendCode();
  const { state } = props;
  return (
    <>
      <PhoneField
        label={t('form.phone')}
        prefix={market.phonePrefix}
        value={state.mobile}
        onChange={state.setMobile}
        testId={`${props.testPrefix}-phone`}
        placeholder={market.phoneExample}
      />
      <CodeField
        label={t('form.code')}
        value={state.code}
        onChange={state.setCode}
        testId={`${props.testPrefix}-code`}
        sendTestId={`${props.testPrefix}-send`}
        onSend={() =>
          send.mutateAsync({
            market,
            mobile: state.mobile,
            type: props.type,
            locale: state.locale,
            setError: state.setError,
          })
        }
      />
    </>
  );
}
