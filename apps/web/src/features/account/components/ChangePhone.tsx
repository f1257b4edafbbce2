import { useState } from 'react';
import {
  CodeField,
  FormStack,
  firstError,
  otpError,
  PasswordField,
  PhoneField,
  SubmitRow,
} from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { i18n, useTranslation } from '../../../i18n';
import { showToast } from '../../../stores/ui';
import { phoneChangeCalls, useChangePhone } from '../api';
import { typedPhone } from '../rules';
import '../texts';

/**
 * Change the bound phone (issue 33): prove the account is yours (the withdraw password when
 * one is set, else a code to the current number), then the new number, read as you type it,
 * and the code sent to it. `onDone` runs after the number changed.
 */
export function ChangePhone(props: {
  hasWithdrawPassword: boolean;
  maskedMobile: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const [ticket, setTicket] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePhone();
  const typed = typedPhone(market, mobile, locale);

  async function prove() {
    const problem = props.hasWithdrawPassword
      ? password === ''
        ? t('phoneChange.passwordEmpty')
        : null
      : otpError(oldCode, locale);
    setError(problem);
    if (problem) return;
    const r = await phoneChangeCalls.verify(
      props.hasWithdrawPassword ? { withdrawPassword: password } : { verificationCode: oldCode },
    );
    if (r.ok) {
      setError(null);
      setTicket(r.data.ticket);
    }
  }

  async function sendToNew(): Promise<boolean> {
    const problem = mobile.trim() === '' ? t('phoneChange.numberEmpty') : typed.problem;
    setError(problem);
    if (problem || !ticket) return false;
    const r = await phoneChangeCalls.codeToNew(ticket, mobile);
    if (r.ok) {
      setMobile(r.data.mobile);
      showToast(i18n.t('form.codeSent'), { icon: 'success' });
    }
    return r.ok;
  }

  async function confirm() {
    const problem = firstError(
      mobile.trim() === '' ? t('phoneChange.numberEmpty') : typed.problem,
      otpError(code, locale),
    );
    setError(problem);
    if (problem || !ticket || change.isPending) return;
    const r = await change.mutateAsync({ ticket, mobile, code });
    if (!r.ok) return;
    showToast(i18n.t('phoneChange.done'), { icon: 'success' });
    props.onDone();
  }

  if (!ticket) {
    return (
      <FormStack onSubmit={prove}>
        <h2>{t('phoneChange.title')}</h2>
        <p className="muted" data-testid="change-phone-step">
          {props.hasWithdrawPassword
            ? t('phoneChange.proveByPassword')
            : t('phoneChange.proveByCode', { mobile: props.maskedMobile })}
        </p>
        {props.hasWithdrawPassword ? (
          <PasswordField
            label={t('withdraw.password.label')}
            value={password}
            onChange={setPassword}
            testId="change-phone-password"
            autoComplete="current-password"
          />
        ) : (
          <CodeField
            label={t('form.code')}
            value={oldCode}
            onChange={setOldCode}
            testId="change-phone-old-code"
            sendTestId="change-phone-old-send"
            onSend={async () => {
              const r = await phoneChangeCalls.codeToCurrent();
              if (r.ok) showToast(i18n.t('form.codeSent'), { icon: 'success' });
              return r.ok;
            }}
          />
        )}
        <SubmitRow error={error} label={t('phoneChange.next')} testId="change-phone-verify" />
        <button
          type="button"
          className="btn btn-ghost btn-block"
          data-testid="change-phone-cancel"
          onClick={props.onCancel}
        >
          {t('phoneChange.cancel')}
        </button>
      </FormStack>
    );
  }

  return (
    <FormStack onSubmit={confirm}>
      <h2>{t('phoneChange.title')}</h2>
      <p className="muted" data-testid="change-phone-step">
        {t('phoneChange.newText')}
      </p>
      <PhoneField
        label={t('phoneChange.newNumber')}
        prefix={market.phonePrefix}
        value={mobile}
        onChange={setMobile}
        testId="change-phone-new"
        placeholder={market.phoneExample}
      />
      {/* Read as they type: +62/+91, a leading 0, spaces and dashes are not the number. */}
      <p className="muted" data-testid="change-phone-normalised" aria-live="polite">
        {typed.shown && !typed.problem ? t('phoneChange.willSend', { mobile: typed.shown }) : ''}
      </p>
      <CodeField
        label={t('form.code')}
        value={code}
        onChange={setCode}
        testId="change-phone-new-code"
        sendTestId="change-phone-new-send"
        onSend={sendToNew}
      />
      <SubmitRow
        error={error}
        label={t('phoneChange.submit')}
        testId="change-phone-submit"
        disabled={change.isPending}
      />
    </FormStack>
  );
}
