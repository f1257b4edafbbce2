import type { SmsType } from '@cardroom/contract';
import { useTranslation } from 'react-i18next';
import { CodeField, PhoneField } from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useSendCode } from '../api';

/**
 * A phone number in the market's format and the one-time code sent to it: every form that
 * proves a number (code sign-in, register, reset, phone binding) asks for the pair the same way.
 */
export function PhoneCodeFields(props: {
  type: SmsType;
  mobile: string;
  onMobile(value: string): void;
  code: string;
  onCode(value: string): void;
  onError(error: string | null): void;
  /** Test ids: `<prefix>-phone`, `<prefix>-code`, `<prefix>-send`. */
  testPrefix: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const send = useSendCode();
  return (
    <>
      <PhoneField
        label={t('form.phone')}
        prefix={market.phonePrefix}
        value={props.mobile}
        onChange={props.onMobile}
        testId={`${props.testPrefix}-phone`}
        placeholder={market.phoneExample}
      />
      <CodeField
        label={t('form.code')}
        value={props.code}
        onChange={props.onCode}
        testId={`${props.testPrefix}-code`}
        sendTestId={`${props.testPrefix}-send`}
        onSend={() =>
          send.mutateAsync({
            market,
            mobile: props.mobile,
            type: props.type,
            locale,
            setError: props.onError,
          })
        }
      />
    </>
  );
}
