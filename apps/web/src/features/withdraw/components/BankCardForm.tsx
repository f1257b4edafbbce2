import { ewalletPhoneExample } from '@cardroom/contract';
import { useState } from 'react';
import { FormStack, SubmitRow, TextField } from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { i18n, useTranslation } from '../../../i18n';
import { go, nav } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { showToast } from '../../../stores/ui';
import { useBankCards, useSaveBankCard } from '../api';
import { bankCardError, ewalletCardError } from '../rules';
import { BoundPhoneCode } from './BoundPhoneCode';

/**
 * Add a withdraw account, or change the one `editId` names. India asks holder, number, IFSC
 * and account type; Indonesia holder, bank and number, or for an e-wallet (DANA, OVO, GoPay)
 * the wallet and the phone number it is registered to. A code to the bound phone confirms it.
 */
export function BankCardForm({ editId }: { editId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const { data } = useBankCards();
  const save = useSaveBankCard();
  const editing = data?.list.find((c) => c.id === editId);
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [type, setType] = useState<'savings' | 'current'>('savings');
  const [bank, setBank] = useState('');
  const [kindPicked, setKind] = useState<'bank' | 'ewallet' | null>(null);
  const [walletPicked, setWallet] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const india = data?.market === 'IN';
  const bankCode =
    bank || data?.banks.find((b) => b.isDefault === 1)?.id || data?.banks[0]?.id || '';
  const wallets = data?.ewallets ?? [];
  // Changing an account keeps its kind; a new one starts as a bank account.
  const kind = kindPicked ?? editing?.kind ?? 'bank';
  const ewallet = kind === 'ewallet';
  const walletCode =
    walletPicked || (editing?.kind === 'ewallet' ? editing.bankCode : '') || wallets[0]?.id || '';
  const walletName = wallets.find((w) => w.id === walletCode)?.name ?? '';

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
          const problem = ewallet
            ? ewalletCardError({ holder, phone, wallet: walletCode, code }, market, locale)
            : bankCardError({ holder, number, ifsc, bankCode, code }, india, locale);
          setError(problem);
          if (problem || save.isPending) return;
          const r = await save.mutateAsync({
            ...(editing ? { bankCardId: editing.id } : {}),
            kind,
            holderName: holder.trim(),
            // The phone as typed: the server reads it the same way the check above did.
            accountNumber: ewallet ? phone.trim() : number.trim(),
            ...(ewallet
              ? { bankCode: walletCode }
              : india
                ? { ifsc: ifsc.trim().toUpperCase(), accountType: type }
                : { bankCode }),
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
        {wallets.length > 0 && !editing && (
          <div className="field-wrap">
            <span className="field-label">{t('withdrawKind.pick')}</span>
            <div className="wd-seg">
              {(['bank', 'ewallet'] as const).map((k) => (
                <button
                  key={k}
                  type="button"
                  aria-pressed={kind === k}
                  data-testid={`card-kind-${k}`}
                  onClick={() => {
                    setKind(k);
                    setError(null);
                  }}
                >
                  {t(`withdrawKind.${k}`)}
                </button>
              ))}
            </div>
          </div>
        )}
        {ewallet && (
          <label className="field-wrap">
            <span className="field-label">{t('withdrawKind.wallet')}</span>
            <span className="field">
              <select
                className="wd-select"
                value={walletCode}
                data-testid="card-wallet"
                onChange={(e) => setWallet(e.target.value)}
              >
                {wallets.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </span>
          </label>
        )}
        <TextField
          label={t('withdraw.card.holder')}
          value={holder}
          onChange={setHolder}
          testId="card-holder"
          maxLength={64}
          autoComplete="name"
        />
        {ewallet && <p className="muted">{t('withdrawKind.holderHint', { wallet: walletName })}</p>}
        {!india && !ewallet && data && (
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
        {ewallet ? (
          <>
            <TextField
              label={t('withdrawKind.phone')}
              value={phone}
              // Digits, a leading +, spaces and dashes as people type them; the rest is dropped.
              onChange={(v) => setPhone(v.replace(/[^\d+\s-]/g, ''))}
              testId="card-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={24}
              placeholder={ewalletPhoneExample(market)}
            />
            <p className="muted">
              {t('withdrawKind.phoneHint', {
                wallet: walletName,
                example: ewalletPhoneExample(market),
              })}
            </p>
          </>
        ) : (
          <TextField
            label={t('withdraw.card.number')}
            value={number}
            onChange={(v) => setNumber(v.replace(/\D/g, ''))}
            testId="card-number"
            inputMode="numeric"
            maxLength={20}
          />
        )}
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
