import type { SmsType } from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, PhoneField } from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useSendCode } from '../api';

/** What a phone + code form holds: the number as typed and the code. */
export function usePhoneCode() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  return { mobile, setMobile, code, setCode };
}

export type PhoneCodeState = ReturnType<typeof usePhoneCode>;

/**
 * A phone number in the market's format and the one-time code sent to it: every form that
 * proves a number (code sign-in, register, reset, phone binding) asks for the pair the same way.
 */
export function PhoneCodeFields(props: {
  type: SmsType;
  state: PhoneCodeState;
  /** The phone's problem when "Send code" refuses it (null clears it). */
  onError(error: string | null): void;
  /** Test ids: `<prefix>-phone`, `<prefix>-code`, `<prefix>-send`. */
  testPrefix: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
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
            locale,
            setError: props.onError,
          })
        }
      />
    </>
  );
}
