import type { RebateRecord, RebateRecordState } from '@cardroom/contract';
import { useTranslation } from '../../../i18n';
import './rebateTexts';
import { PagedList, usePagedList, useRowTexts } from '../../../components/List';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { intlTagOf } from '../../../stores/language';
import { promoKeys, rebateRecordPage } from '../api';
import { rebateRate } from '../rules';

interface RebateTerms {
  bps: number;
  dailyCap: number;
  minBasis: number;
  wageringMultiple: number;
}

/** The rate, the daily maximum, the minimum and the wagering, as the operator set them. */
export function RebateTerms({ info }: { info: RebateTerms }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  const rate = rebateRate(info.bps, lang);
  return (
    <section className="promo-box" data-testid="rebate-terms">
      <p className="rebate-rate">
        <strong className="rebate-rate-big" data-testid="rebate-rate">
          {rate}
        </strong>
        <span className="rebate-rate-of" data-testid="rebate-rate-of">
          {t('promo.rebate.rateOf')}
        </span>
      </p>
      <dl className="fd-rows rebate-terms">
        <div>
          <dt>{t('promo.rebate.dailyCap')}</dt>
          <dd data-testid="rebate-cap">{money(info.dailyCap)}</dd>
        </div>
        {info.minBasis > 0 && (
          <div>
            <dt>{t('promo.rebate.minBasis')}</dt>
            <dd data-testid="rebate-min">{money(info.minBasis)}</dd>
          </div>
        )}
      </dl>
      {info.wageringMultiple > 0 && (
        <p className="fd-small muted">
          {t('promo.rebate.wagering', { times: info.wageringMultiple })}
        </p>
      )}
    </section>
  );
}

/** The three steps of how cashback is earned and paid. */
export function RebateHow() {
  const { t } = useTranslation();
  return (
    <section className="promo-box" data-testid="rebate-how">
      <h2>{t('promo.rebate.how')}</h2>
      <ol className="rebate-steps">
        <li>{t('promo.rebate.step1')}</li>
        <li>{t('promo.rebate.step2')}</li>
        <li>{t('promo.rebate.step3')}</li>
      </ol>
    </section>
  );
}

/** Yesterday's counted net loss and what it pays (the job credits it after midnight). */
export function RebateYesterday({
  yesterday,
}: {
  yesterday: { day: string; basis: number; amount: number; belowMinimum: boolean };
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  return (
    <section className="promo-box" data-testid="rebate-yesterday">
      <h2>
        {t('promo.rebate.yesterday')} · {dayText(yesterday.day, lang)}
      </h2>
      {yesterday.basis === 0 ? (
        <p className="fd-small muted">{t('promo.rebate.yesterdayNone')}</p>
      ) : (
        <dl className="fd-rows">
          <div>
            <dt>{t('promo.rebate.yesterdayLoss')}</dt>
            <dd>{money(yesterday.basis)}</dd>
          </div>
          <div>
            <dt>{t('promo.rebate.yesterdayPays')}</dt>
            <dd>{money(yesterday.amount)}</dd>
          </div>
        </dl>
      )}
      {yesterday.belowMinimum && (
        <p className="fd-small muted">{t('promo.rebate.yesterdayBelow')}</p>
      )}
    </section>
  );
}

/** A market day key (`2026-11-22`) as a date in the player's language ("22 Nov 2026"). */
export function dayText(day: string, lang: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(intlTagOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    d,
  );
}

const STATE_CLASS: Record<RebateRecordState, string> = {
  credited: 'is-in',
  pending: '',
  cancelled: 'is-out',
};

/** CashbackRecord: the player's rebate days, newest first, with a retry when a page fails. */
export function CashbackList() {
  const { t, money } = useRowTexts();
  const lang = useLang();
  const list = usePagedList<RebateRecord>(promoKeys.rebateRecords, rebateRecordPage);
  return (
    <div className="dep dep-pad" data-testid="cashback-records">
      <PagedList list={list} className="dep-records" emptyText={t('promo.rebate.empty')}>
        {(r) => (
          <li key={r.day} className="dep-record card" data-testid={`cashback-${r.day}`}>
            <span className="dep-record-main">
              <strong>{dayText(r.day, lang)}</strong>
              <small className="muted">
                {t('promo.rebate.basis', { amount: money(r.basis) })}{' '}
                {t('promo.rebate.rateSmall', { rate: rebateRate(r.bps, lang) })}
              </small>
            </span>
            <span className="dep-record-side">
              <strong className={`dep-record-amount ${STATE_CLASS[r.state]}`}>
                {r.state === 'cancelled' ? money(r.amount) : `+${money(r.amount)}`}
              </strong>
              <small className="muted" data-testid="cashback-state">
                {t(`promo.rebate.state.${r.state}`)}
              </small>
            </span>
          </li>
        )}
      </PagedList>
    </div>
  );
}
