import {
  type DepositBonusTier,
  depositBonusFor,
  MARKET_TIME_ZONE,
  type PromoGrant,
  wageringFor,
} from '@cardroom/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import './firstDepositTexts';
import { TextField } from '../../../components/Form';
import { useLang, useLocale, useMarket } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { moneyInputText, readMoney } from '../../../lib/money-input';
import { formatTime } from '../../../lib/time';
import { useApp } from '../../../stores/app';
import { useDeposit } from '../../../stores/deposit';
import { nextMarketMidnight, rebateRate, tierRows } from '../rules';
import { useCountdownText } from './TimeLeft';

/** The operator's tiers: deposit range and its bonus rate, lowest first. */
export function TierTable({
  tiers,
  minDeposit,
}: {
  tiers: DepositBonusTier[];
  minDeposit: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  return (
    <section className="promo-box" data-testid="fd-tiers">
      <h2>{t('promo.first.tiers')}</h2>
      <table className="fd-tiers">
        <thead>
          <tr>
            <th>{t('promo.first.deposit')}</th>
            <th>{t('promo.first.bonus')}</th>
          </tr>
        </thead>
        <tbody>
          {tierRows(tiers, minDeposit).map((r) => (
            <tr key={r.from}>
              <td>
                {r.upTo === null
                  ? t('promo.first.from', { amount: money(r.from) })
                  : t('promo.first.range', { from: money(r.from), to: money(r.upTo) })}
              </td>
              <td>{rebateRate(r.bps, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * "Your deposit of X would earn Y": an amount typed or picked from the presets (the tiers'
 * minimums and the deposit page's amounts), worked out with the contract's own
 * `depositBonusFor`, the function the server credits with, so the two cannot disagree.
 */
export function BonusPreview({
  tiers,
  minDeposit,
  remainingToday,
  wageringMultiple,
}: {
  tiers: DepositBonusTier[];
  minDeposit: number;
  /** What is left of today's cap: the player's, or the whole cap when signed out. */
  remainingToday: number;
  /** The promotion's multiple, the one the server's credit adds betting with (issue 33). */
  wageringMultiple: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const sign = useApp((s) => s.currencySign);
  // The selector returns the stored array itself (a fresh `[]` each time would re-render forever).
  const depositAmounts = useDeposit((s) => s.chargeInfo.typeA?.amountList);
  const presets = [
    ...new Set([...tiers.map((x) => Math.max(x.minAmount, minDeposit)), ...(depositAmounts ?? [])]),
  ]
    .filter((a) => a >= minDeposit)
    .sort((a, b) => a - b)
    .slice(0, 6);
  const locale = useLocale();
  const [text, setText] = useState(() => (presets[0] ? moneyInputText(presets[0], locale) : ''));
  const read = readMoney(text, locale);
  const amount = read.ok ? read.minor : null;
  const bonus =
    amount === null ? 0 : depositBonusFor(amount, { minDeposit, tiers }, remainingToday);
  // Today's cap ends with the market's day (IST or WIB), the period the server counts in.
  const offset = MARKET_TIME_ZONE[useMarket().code].offsetMinutes;
  const resetIn = useCountdownText(nextMarketMidnight(Date.now(), offset));

  let line: string;
  if (remainingToday <= 0) {
    line = t('promo.first.capReached', { time: typeof resetIn === 'string' ? resetIn : '' });
  } else if (amount === null || amount < minDeposit) {
    line = t('promo.first.belowMin', { amount: money(minDeposit) });
  } else {
    line = t('promo.first.earns', { amount: money(amount), bonus: money(bonus) });
  }

  return (
    <section className="promo-box" data-testid="fd-preview">
      <TextField
        label={t('promo.first.tryAmount')}
        prefix={sign}
        testId="fd-amount"
        inputMode="decimal"
        value={text}
        maxLength={15}
        onChange={(v) => setText(v.replace(/[^\d.,]/g, ''))}
      />
      <div className="fd-presets">
        {presets.map((p) => (
          <button
            key={p}
            type="button"
            className={`fd-preset${amount === p ? ' fd-preset-on' : ''}`}
            data-testid={`fd-preset-${p}`}
            onClick={() => setText(moneyInputText(p, locale))}
          >
            {money(p, true)}
          </button>
        ))}
      </div>
      <p className="fd-earns" data-testid="fd-earns">
        {line}
      </p>
      {/* What the bonus costs, for this amount, before the deposit is made (issue 33). */}
      {wageringMultiple > 0 && (
        <p className="muted fd-small" data-testid="fd-betting">
          {bonus > 0
            ? t('promo.first.wageringFor', {
                times: wageringMultiple,
                bet: money(wageringFor(bonus, wageringMultiple)),
                bonus: money(bonus),
              })
            : t('promo.first.wagering', { times: wageringMultiple })}
        </p>
      )}
    </section>
  );
}

/** The daily cap and, signed in, what is left of it today. */
export function CapInfo({
  dailyCap,
  remainingToday,
}: {
  dailyCap: number;
  remainingToday: number | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="promo-box">
      <dl className="fd-rows">
        <div>
          <dt>{t('promo.first.dailyCap')}</dt>
          <dd data-testid="fd-cap">{money(dailyCap)}</dd>
        </div>
        {remainingToday !== null && (
          <div>
            <dt>{t('promo.first.remaining')}</dt>
            <dd data-testid="fd-remaining">{money(remainingToday)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Bonuses waiting for a claim (the operator's claim mode), each with its own button. */
export function GrantList({
  grants,
  pending,
  onClaim,
}: {
  grants: PromoGrant[];
  pending: boolean;
  onClaim: (grantId: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  if (grants.length === 0) return null;
  return (
    <section className="promo-box" data-testid="fd-grants">
      <h2>{t('promo.first.waiting')}</h2>
      <ul className="fd-grants">
        {grants.map((g) => (
          <li key={g.grantId}>
            <span>
              <strong>{money(g.amount)}</strong>
              {g.expiresAt && (
                <small className="muted">
                  {t('promo.first.expires', { time: formatTime(g.expiresAt, lang) })}
                </small>
              )}
            </span>
            <button
              type="button"
              className="btn btn-primary"
              data-testid={`fd-claim-${g.grantId}`}
              disabled={pending}
              onClick={() => onClaim(g.grantId)}
            >
              {t('promo.claim')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
