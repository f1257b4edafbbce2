import { useState } from 'react';
import { FormStack, SubmitRow, TextField } from '../../../components/Form';
import { useLocale } from '../../../hooks/useLocale';
import { i18n, useTranslation } from '../../../i18n';
import { go, nav } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { showToast } from '../../../stores/ui';
import { useBankCards, useSaveBankCard } from '../api';
import { bankCardError } from '../rules';
import { BoundPhoneCode } from './BoundPhoneCode';

/**
 * Add a withdraw account, or change the one `editId` names. India asks holder, number, IFSC
 * and account type; Indonesia holder, bank and number. A code to the bound phone confirms it.
 */
export function BankCardForm({ editId }: { editId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useBankCards();
  const save = useSaveBankCard();
  const editing = data?.list.find((c) => c.id === editId);
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [type, setType] = useState<'savings' | 'current'>('savings');
  const [bank, setBank] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
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
      <FormStack
        onSubmit={async () => {
          const problem = bankCardError({ holder, number, ifsc, bankCode, code }, india, locale);
          setError(problem);
          if (problem || save.isPending) return;
          const r = await save.mutateAsync({
            ...(editing ? { bankCardId: editing.id } : {}),
            holderName: holder.trim(),
            accountNumber: number.trim(),
            ...(india ? { ifsc: ifsc.trim().toUpperCase(), accountType: type } : { bankCode }),
            verificationCode: code.trim(),
          });
          if (!r.ok) return;
          showToast(i18n.t('withdraw.card.saved'), { icon: 'success' });
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
        <SubmitRow
          error={error}
          label={t('withdraw.card.save')}
          testId="card-submit"
          disabled={save.isPending}
        />
      </FormStack>
    </div>
  );
}
