import { message } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../components/QueryError';
import {
  customPeriodOk,
  presetPeriod,
  type StatementPreset,
  statementPresets,
  statementQuery,
} from '../../../features/statement';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import './Statement.css';

type Choice = StatementPreset | 'custom';

/** The player's statement: net deposits and game result for a chosen period (issue 14). */
export default function Statement() {
  const { t } = useTranslation();
  const money = useMoney();
  const market = useMarket();
  const locale = useLocale();
  const [choice, setChoice] = useState<Choice>('thisMonth');
  const [custom, setCustom] = useState(() => presetPeriod('thisMonth', market.code, new Date()));
  const [draft, setDraft] = useState(custom);
  const period = choice === 'custom' ? custom : presetPeriod(choice, market.code, new Date());
  const q = useQuery(statementQuery(period.from, period.to));
  const s = q.data;
  const draftOk = customPeriodOk(draft.from, draft.to);
  const rows = [
    ['deposits', s?.deposits],
    ['withdrawals', s?.withdrawals],
    ['netDeposits', s?.netDeposits],
    ['stakes', s?.stakes],
    ['returns', s?.returns],
    ['gameResult', s?.gameResult],
    ['bonuses', s?.bonuses],
  ] as const;

  return (
    <div className="stmt" data-testid="statement-page">
      <div className="stmt-presets" role="tablist">
        {[...statementPresets, 'custom' as const].map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={choice === p}
            data-testid={`statement-${p}`}
            onClick={() => setChoice(p)}
          >
            {t(`statement.presets.${p}`)}
          </button>
        ))}
      </div>
      {choice === 'custom' && (
        <form
          className="stmt-custom"
          onSubmit={(e) => {
            e.preventDefault();
            if (draftOk) setCustom(draft);
          }}
        >
          <label>
            {t('statement.from')}
            <input
              type="date"
              value={draft.from}
              data-testid="statement-from"
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </label>
          <label>
            {t('statement.to')}
            <input
              type="date"
              value={draft.to}
              data-testid="statement-to"
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </label>
          <button type="submit" className="btn btn-red" disabled={!draftOk}>
            {t('statement.show')}
          </button>
          {!draftOk && <p className="stmt-error">{message('statementPeriod', locale)}</p>}
        </form>
      )}
      <p className="stmt-period" data-testid="statement-period">
        {t('statement.period', { from: period.from, to: period.to })}
      </p>
      {q.isError && <QueryError onRetry={() => void q.refetch()} />}
      <dl className="stmt-rows" data-testid="statement-figures">
        {rows.map(([key, value]) => (
          <div
            key={key}
            className={key === 'netDeposits' || key === 'gameResult' ? 'stmt-total' : ''}
          >
            <dt>{t(`statement.${key}`)}</dt>
            <dd data-testid={`statement-${key}`}>{value === undefined ? '—' : money(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="stmt-note">{t('statement.note')}</p>
    </div>
  );
}
