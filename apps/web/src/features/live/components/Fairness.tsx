import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/PageStatus';
import { useLang, useLocale } from '../../../hooks/useLocale';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { fetchLiveFairness, fetchLiveTables } from '../api';
import '../texts';
import '../live.css';

/**
 * The public fairness page (no sign-in): how the live tables deal, and every chain each table
 * published (`/live/fairness`) with its hash, salt, when it was published and the rounds dealt.
 */
export default function LiveFairness() {
  const { t } = useTranslation();
  const lang = useLang();
  const locale = useLocale();
  const { data, isPending } = useQuery({
    queryKey: ['live-fairness'],
    queryFn: async () => {
      const [chains, tables] = await Promise.all([fetchLiveFairness(), fetchLiveTables()]);
      const names = new Map(
        tables.ok ? tables.data.list.map((x) => [x.table.id, x.table.name[locale]]) : [],
      );
      return chains.ok
        ? { list: chains.data.list, names, msg: '' }
        : { list: [], names, msg: chains.msg };
    },
  });
  return (
    <div className="lt-fair" data-testid="live-fairness">
      <p className="lt-fair-intro">{t('live.fair.intro')}</p>
      {isPending ? (
        <PageLoading />
      ) : data?.msg ? (
        <p role="alert">{data.msg}</p>
      ) : data?.list.length === 0 ? (
        <p>{t('live.fair.none')}</p>
      ) : (
        <ul className="lt-fair-list">
          {data?.list.map((c) => (
            <li key={c.chainId} data-testid="live-commitment" data-table={c.tableId}>
              <h2>{data.names.get(c.tableId) ?? c.tableId}</h2>
              <dl className="lt-seeds">
                <dt>{t('live.fair.hash')}</dt>
                <dd className="mono" data-testid="live-commitment-hash">
                  {c.terminatingHash}
                </dd>
                <dt>{t('live.fair.salt')}</dt>
                <dd className="mono">
                  {c.salt}
                  <small>{t(`live.fair.saltSource.${c.saltSource}`)}</small>
                </dd>
                <dt>{t('live.fair.publishedAt')}</dt>
                <dd>
                  <time dateTime={c.publishedAt}>{formatTime(c.publishedAt, lang)}</time>
                </dd>
                <dt>{t('live.fair.length')}</dt>
                <dd>{c.length}</dd>
                <dt>{t('live.fair.dealt')}</dt>
                <dd>{c.roundsDealt}</dd>
                {c.firstRound !== null && (
                  <>
                    <dt>{t('live.fair.firstRound')}</dt>
                    <dd>{c.firstRound}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
