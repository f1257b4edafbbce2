import { message, routes } from '@cardroom/contract';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { call } from '../../../../api';
import { FormError, TextField } from '../../../../components/Form';
import { firstError, otpError } from '../../../../features/auth';
import {
  accountNumberError,
  BoundPhoneCode,
  ifscError,
  useBankCards,
} from '../../../../features/withdraw';
import { useLocale } from '../../../../hooks/useLocale';
import { refreshAfterAccountChanged } from '../../../../hooks/useServerSync';
import { go, nav } from '../../../../nav';
import { PAGES } from '../../../../nav/pages';
import { showToast } from '../../../../stores/ui';

/**
 * SPEC §2 BankCard (title Withdraw Account): add or change one. India asks holder, number,
 * IFSC and account type; Indonesia holder, bank and number. A code to the bound phone
 * confirms it.
 */
export default function BankCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const editId = new URLSearchParams(useLocation().search).get('id') ?? '';
  const { data, refresh } = useBankCards();
  const editing = data?.list.find((c) => c.id === editId);
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [type, setType] = useState<'savings' | 'current'>('savings');
  const [bank, setBank] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const india = data?.market === 'IN';
  const bankCode =
    bank || data?.banks.find((b) => b.isDefault === 1)?.id || data?.banks[0]?.id || '';

  if (data && !data.hasMobile) {
    return (
      <div className="wd" data-testid="bank-card-page">
        <p className="wd-notice">{t('withdraw.card.needPhone')}</p>
        <button
          type="button"
          className="btn btn-red btn-block"
          onClick={() => go('navigateTo', PAGES.account.PhoneBinding)}
        >
          {t('withdraw.phone.submit')}
        </button>
      </div>
    );
  }

  return (
    <div className="wd" data-testid="bank-card-page">
      <form
        className="form-stack"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const problem = firstError(
            holder.trim() === '' ? message('holderNameEmpty', locale) : null,
            accountNumberError(number, locale),
            india ? ifscError(ifsc, locale) : null,
            !india && bankCode === '' ? message('bankInvalid', locale) : null,
            code.trim() === '' ? message('verificationCodeEmpty', locale) : otpError(code, locale),
          );
          setError(problem);
          if (problem || busy) return;
          setBusy(true);
          const r = await call(routes.bankAdd, {
            ...(editing ? { bankCardId: editing.id } : {}),
            holderName: holder.trim(),
            accountNumber: number.trim(),
            ...(india ? { ifsc: ifsc.trim().toUpperCase(), accountType: type } : { bankCode }),
            verificationCode: code.trim(),
          });
          setBusy(false);
          if (!r.ok) return;
          await refresh();
          await refreshAfterAccountChanged();
          showToast(i18next.t('withdraw.card.saved'), { icon: 'success' });
          nav.navigateBack().catch(() => {});
        }}
      >
        {editing && (
          <p className="muted">
            {t('withdraw.card.editing')} <span className="wd-mono">{editing.accountNumber}</span>
          </p>
        )}
        <TextField
          label={t('withdraw.card.holder')}
          value={holder}
          onChange={setHolder}
          testId="card-holder"
          maxLength={64}
          autoComplete="name"
        />
        {!india && data && (
          <label className="field-wrap">
            <span className="field-label">{t('withdraw.card.bank')}</span>
            <span className="field">
              <select
                className="wd-select"
                value={bankCode}
                data-testid="card-bank"
                onChange={(e) => setBank(e.target.value)}
              >
                {data.banks.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </span>
          </label>
        )}
        <TextField
          label={t('withdraw.card.number')}
          value={number}
          onChange={(v) => setNumber(v.replace(/\D/g, ''))}
          testId="card-number"
          inputMode="numeric"
          maxLength={20}
        />
        {india && (
          <>
            <TextField
              label={t('withdraw.card.ifsc')}
              value={ifsc}
              onChange={(v) => setIfsc(v.toUpperCase().replace(/[^A-Z0-9]/g, ''))}
              testId="card-ifsc"
              maxLength={11}
              placeholder="SBIN0001234"
            />
            <div className="field-wrap">
              <span className="field-label">{t('withdraw.card.accountType')}</span>
              <div className="wd-seg">
                {(['savings', 'current'] as const).map((k) => (
                  <button
                    key={k}
                    type="button"
                    aria-pressed={type === k}
                    data-testid={`card-type-${k}`}
                    onClick={() => setType(k)}
                  >
                    {t(`withdraw.card.type.${k}`)}
                  </button>
                ))}
              </div>
            </div>
          </>
        )}
        <p className="muted">{t('withdraw.codeTo', { phone: data?.mobile ?? '' })}</p>
        <BoundPhoneCode
          purpose="bankCard"
          value={code}
          onChange={setCode}
          testId="card-code"
          sendTestId="card-send"
        />
        <FormError text={error} />
        <button
          type="submit"
          className="btn btn-red btn-block"
          data-testid="card-submit"
          disabled={busy}
        >
          {t('withdraw.card.save')}
        </button>
      </form>
    </div>
  );
}
