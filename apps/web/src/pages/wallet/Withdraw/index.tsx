import { feeFor, formatPercent, message } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormStack, PasswordField, SubmitRow, TextField } from '../../../components/Form';
import { Icon } from '../../../components/Icon';
import { QueryError } from '../../../components/QueryError';
import { KycPanel, kycStatusQuery, kycView } from '../../../features/kyc';
import {
  cardLabel,
  parseWithdrawAmount,
  pickCard,
  useApplyWithdraw,
  wageringLeftText,
  withdrawCeiling,
  withdrawInfoQuery,
} from '../../../features/withdraw';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { fitStyle } from '../../../lib/money';
import { go } from '../../../nav';
import { PAGES } from '../../../nav/pages';
import { useApp } from '../../../stores/app';

/**
 * SPEC §2 Withdraw: an amount, one of the player's accounts and the withdraw password.
 * Needs a withdraw password and an account (SPEC §6); the page leads to them first.
 */
export default function Withdraw() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney();
  const market = useMarket();
  const sign = useApp((s) => s.currencySign);
  const q = useQuery(withdrawInfoQuery());
  const kyc = useQuery(kycStatusQuery());
  const info = q.data;
  const [amountText, setAmountText] = useState('');
  const [cardId, setCardId] = useState('');
  const [kindPicked, setKind] = useState<'bank' | 'ewallet' | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyWithdraw();

  if (!info) {
    return (
      <div className="wd" data-testid="withdraw-page">
        {q.isError && <QueryError onRetry={() => void q.refetch()} />}
      </div>
    );
  }
  // Bank or e-wallet: the kinds the market pays out to (withdraw info `methods`), each with
  // its own range and fee. The first visit opens on the kind of the default account.
  const methods = info.methods;
  const defaultKind = info.cards.find((c) => c.isDefault)?.kind ?? 'bank';
  const method = methods.find((m) => m.kind === (kindPicked ?? defaultKind)) ??
    methods[0] ?? { kind: 'bank' as const, min: info.min, max: info.max, fee: info.fee };
  const cards = info.cards.filter((c) => c.kind === method.kind);
  const card = pickCard(info.cards, method.kind, cardId);
  const wagering =
    info.wageringRequired > 0 ? wageringLeftText(info.wageringRequired, market, locale) : null;
  // The smaller of the method's maximum and what the VIP level's daily amount leaves today.
  const ceiling = withdrawCeiling({ ...info, max: method.max });
  const parsed = parseWithdrawAmount(
    amountText,
    { min: method.min, max: ceiling, withdrawable: info.withdrawable, wagering },
    locale,
    (m) => money(m),
    market,
  );
  const preview = 'amount' in parsed ? parsed.amount : null;
  const fee = preview !== null ? feeFor(preview, method.fee) : null;

  // While the identity check is needed and not approved, it takes the form's place.
  const kycShown = kyc.data ? kycView(kyc.data) : 'hidden';
  const kycBlocks = kycShown === 'form' || kycShown === 'waiting';
  const setup = !info.hasWithdrawPassword
    ? {
        text: 'withdraw.needPassword',
        url: PAGES.account.WithdrawalPassword,
        id: 'go-withdraw-password',
      }
    : info.cards.length === 0
      ? { text: 'withdraw.needCard', url: PAGES.account.BankCard, id: 'go-bank-card' }
      : null;

  return (
    <div className="wd" data-testid="withdraw-page">
      <section className="wd-hero">
        <small>{t('withdraw.balance')}</small>
        <strong
          data-testid="withdraw-balance"
          className="money-fit"
          style={fitStyle(money(info.balance), '1.6rem')}
        >
          {money(info.balance)}
        </strong>
        <div className="wd-hero-row">
          <span>{t('withdraw.withdrawable')}</span>
          <b data-testid="withdrawable">{money(info.withdrawable)}</b>
        </div>
        {info.wageringRequired > 0 && (
          <div className="wd-hero-row">
            <span>{t('withdraw.wagering')}</span>
            <b data-testid="wagering">{money(info.wageringRequired)}</b>
          </div>
        )}
        <div className="wd-hero-row">
          <span>{t('withdraw.today', { level: info.vipLevel })}</span>
          <b>
            {info.todayCount}/{info.dailyCount} · {money(info.todayAmount, true)}/
            {money(info.dailyAmount, true)}
          </b>
        </div>
      </section>
      {wagering && (
        <p className="wd-notice wd-wagering" role="status" data-testid="wagering-notice">
          {wagering}
        </p>
      )}

      {kyc.data && <KycPanel status={kyc.data} />}
      {kycBlocks ? null : setup ? (
        <div className="wd-card">
          <p className="wd-notice">{t(setup.text)}</p>
          <button
            type="button"
            className="btn btn-red btn-block"
            data-testid={setup.id}
            onClick={() => go('navigateTo', setup.url)}
          >
            {t('withdraw.setUp')}
          </button>
        </div>
      ) : (
        <FormStack
          onSubmit={async () => {
            const problem =
              'error' in parsed
                ? parsed.error
                : !card
                  ? message('bankCardRequired', locale)
                  : password === ''
                    ? message('withdrawPasswordEnter', locale)
                    : null;
            setError(problem);
            if (problem || apply.isPending || !card || preview === null) return;
            const r = await apply.mutateAsync({
              amount: preview,
              bankCardId: card.id,
              withdrawPassword: password,
            });
            if (!r.ok) {
              setError(r.msg);
              return;
            }
            go(
              'redirectTo',
              `${PAGES.wallet.WithdrawWait}?orderNo=${encodeURIComponent(r.data.orderNo)}`,
            );
          }}
        >
          {methods.length > 1 && (
            <div className="field-wrap">
              <span className="field-label">{t('withdrawKind.pick')}</span>
              <div className="wd-seg">
                {methods.map((m) => (
                  <button
                    key={m.kind}
                    type="button"
                    aria-pressed={m.kind === method.kind}
                    data-testid={`withdraw-kind-${m.kind}`}
                    onClick={() => {
                      setKind(m.kind);
                      setError(null);
                    }}
                  >
                    {t(`withdrawKind.${m.kind}`)}
                  </button>
                ))}
              </div>
            </div>
          )}
          <div className="field-wrap">
            <span className="field-label">{t('withdraw.account')}</span>
            {cards.length === 0 && (
              <p className="wd-notice" data-testid="withdraw-kind-none">
                {t('withdrawKind.none')}{' '}
                <button
                  type="button"
                  className="btn-link"
                  data-testid="withdraw-kind-add"
                  onClick={() => go('navigateTo', PAGES.account.BankCard)}
                >
                  {t('withdrawKind.add')}
                </button>
              </p>
            )}
            <ul className="wd-list">
              {cards.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="wd-cardpick"
                    aria-pressed={c.id === card?.id}
                    data-testid={`withdraw-card-${c.id}`}
                    onClick={() => setCardId(c.id)}
                  >
                    <Icon name={c.kind === 'ewallet' ? 'wallet' : 'card'} size={22} />
                    <span className="wd-cardpick-main">
                      <strong>{cardLabel(c)}</strong>
                      <span className="wd-mono">{c.accountNumber}</span>
                    </span>
                    {c.id === card?.id && <Icon name="check" size={20} />}
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn-link"
              onClick={() => go('navigateTo', PAGES.account.BankCardList)}
            >
              {t('withdraw.manageAccounts')}
            </button>
          </div>
          <TextField
            label={t('withdraw.amount')}
            prefix={sign}
            value={amountText}
            onChange={(v) => setAmountText(v.replace(/[^\d.,]/g, ''))}
            testId="withdraw-amount"
            inputMode="decimal"
            maxLength={18}
            placeholder={t('withdraw.rangeHint', {
              min: money(method.min, { bare: true }),
              max: money(ceiling, { bare: true }),
            })}
          />
          <dl className="wd-rows" data-testid="withdraw-preview">
            <dt>{t('withdraw.fee')}</dt>
            <dd>{fee !== null ? money(fee) : '—'}</dd>
            <dt>{t('withdraw.arrival')}</dt>
            <dd data-testid="withdraw-arrival">
              {fee !== null && preview !== null ? money(preview - fee) : '—'}
            </dd>
            <dt>{t('withdraw.feeRule')}</dt>
            <dd data-testid="withdraw-fee-rule">
              {t('withdrawFee.rule', {
                percent: formatPercent(method.fee.bps, locale),
                min: money(method.fee.min),
              })}
            </dd>
          </dl>
          <PasswordField
            label={t('withdraw.password.label')}
            value={password}
            onChange={setPassword}
            testId="withdraw-password"
            autoComplete="off"
          />
          <SubmitRow
            error={error}
            label={t('withdraw.submit')}
            testId="withdraw-submit"
            disabled={apply.isPending || info.lockedMinutes > 0}
          />
        </FormStack>
      )}
      <button
        type="button"
        className="btn btn-ghost btn-block"
        data-testid="go-withdraw-history"
        onClick={() => go('navigateTo', PAGES.wallet.WithdrawHistory)}
      >
        {t('page.withdrawHistory')}
      </button>
    </div>
  );
}
