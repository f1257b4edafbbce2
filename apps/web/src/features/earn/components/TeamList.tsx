import { useState } from 'react';
import { PagedList, RangePills, type RecordRange } from '../../../components/List';
import { StatusBadge } from '../../../components/StatusBadge';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { isPlay, useApp } from '../../../stores/app';
import { useLanguage } from '../../../stores/language';
import { useTeamList } from '../api';
import { STATUS_ORDER, statusLabelKey, statusMeaningKey, statusTone, type TeamRow } from '../rules';

/**
 * The team (SPEC §3 invitation team row: phone, invite time, deposit, status) of those who
 * signed up in the range (Today / 7 Days / 30 Days, SPEC §9), "load more" pages, and what
 * each status means.
 */
export function TeamList({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage((s) => s.lang);
  const play = useApp(isPlay);
  const [range, setRange] = useState<RecordRange>('today');
  const list = useTeamList(uid, range);
  const row = (r: TeamRow, i: number) => (
    <li key={`${r.phone}-${r.invitedAt}-${i}`} className="earn-row" data-testid="earn-team-row">
      <strong data-testid="earn-team-phone">{r.phone}</strong>
      <StatusBadge
        status={r.status}
        tone={statusTone(r.status)}
        text={t(statusLabelKey(r.status))}
        testId={`earn-team-status-${r.status}`}
      />
      <span>{t('earn.team.invited', { time: formatTime(r.invitedAt, lang) })}</span>
      {/* The play-money edition has no deposits: a friend's deposit is never part of it. */}
      {!play && (
        <span className="earn-row-deposit" data-testid="earn-team-deposit">
          {t('earn.team.deposit', { amount: money(r.deposit) })}
        </span>
      )}
    </li>
  );
  return (
    <section className="earn-box" data-testid="earn-team">
      <h2>{t('earn.team.title')}</h2>
      <RangePills value={range} onChange={setRange} label={t('earn.team.range')} />
      {list.counts && (
        <p className="earn-hint" data-testid="earn-team-counts">
          {t('earn.team.counts', { ...list.counts, count: list.counts.invitees })}
        </p>
      )}
      <PagedList
        list={{ ...list, items: list.items.map((r, i) => ({ r, i })) }}
        className="earn-rows"
        emptyText={t('earn.team.empty')}
      >
        {({ r, i }) => row(r, i)}
      </PagedList>
      <details className="earn-legend" data-testid="earn-legend">
        <summary>{t('earn.team.legend')}</summary>
        <dl>
          {STATUS_ORDER.map((s) => (
            <div key={s}>
              <dt>
                <StatusBadge
                  status={s}
                  tone={statusTone(s)}
                  text={t(statusLabelKey(s))}
                  testId={`earn-legend-${s}`}
                />
              </dt>
              <dd>{t(statusMeaningKey(s))}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
