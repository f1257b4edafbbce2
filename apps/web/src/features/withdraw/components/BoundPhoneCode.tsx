import { CodeField } from '../../../components/Form';
import { i18n, useTranslation } from '../../../i18n';
import { showToast } from '../../../stores/ui';
import { useSendBoundPhoneCode } from '../api';

/**
 * The one-time code field for money settings: the code goes to the phone already bound to
 * the account (the player only ever sees it masked), never to a number typed here.
 */
export function BoundPhoneCode(props: {
  purpose: 'bankCard' | 'withdrawPassword';
  value: string;
  onChange(value: string): void;
  testId: string;
  sendTestId: string;
}) {
  const { t } = useTranslation();
  const send = useSendBoundPhoneCode();
  return (
    <CodeField
      label={t('form.code')}
      value={props.value}
      onChange={props.onChange}
      testId={props.testId}
      sendTestId={props.sendTestId}
      onSend={async () => {
        const r = await send.mutateAsync(props.purpose);
        if (r.ok) showToast(i18n.t('form.codeSent'), { icon: 'success' });
        return r.ok;
      }}
    />
  );
}
