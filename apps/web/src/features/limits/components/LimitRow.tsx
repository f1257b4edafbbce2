import { type LimitView, MARKET_TIME_ZONE } from '@cardroom/contract';
import { useState } from 'react';
import { FormError } from '../../../components/Form';
import { useLocale, useMarket } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useLanguage } from '../../../stores/language';
import { useSetLimit } from '../api';
import { appliesAtOnce, editText, parseLimitInput, usedShare } from '../rules';

/** A time in the market's clock, in the player's language ("24 Nov 2026, 19:05"). */
export function useWhen() {
  const market = useMarket();
  const lang = useLanguage((s) => s.lang);
  return (iso: string) =>
    new Date(iso).toLocaleString(lang === 'ind' ? 'id-ID' : 'en-GB', {
      timeZone: MARKET_TIME_ZONE[market.code].name,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
}

/** One limit: what is in force, used and left this period, a pending change, and its form. */
export function LimitRow({ view }: { view: LimitView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useWhen();
  const market = useMarket();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const save = useSetLimit();
  const id = `${view.kind}-${view.period ?? 'session'}`;
  const show = (v: number) =>
    view.kind === 'session' ? t('limits.minutes', { count: v }) : money(v);

  async function send(value: number | null) {
    const r = await save.mutateAsync({ kind: view.kind, period: view.period, value });
    if (!r.ok) {
      setError(r.msg);
      return;
    }
    setError('');
    setEditing(false);
  }

  function submit() {
    const parsed = parseLimitInput(view.kind, text, market.code, locale);
    if (!parsed.ok) {
      setError('message' in parsed ? parsed.message : t(parsed.key, parsed.params));
      return;
    }
    void send(parsed.value);
  }

  const wanted = parseLimitInput(view.kind, text, market.code, locale);
  return (
    <li className="limit-row" data-testid={`limit-${id}`}>
      <div className="limit-head">
        <span className="limit-name">
          {view.period ? t(`limits.periods.${view.period}`) : t('limits.perSession')}
        </span>
        <span className="limit-value" data-testid={`limit-${id}-value`}>
          {view.value === null ? t('limits.none') : show(view.value)}
        </span>
        {!editing && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            data-testid={`limit-${id}-edit`}
            onClick={() => {
              setText(editText(view.kind, view.value));
              setError('');
              setEditing(true);
            }}
          >
            {view.value === null ? t('limits.set') : t('limits.edit')}
          </button>
        )}
      </div>
      {view.value !== null && view.left !== null && (
        <>
          <div className="limit-bar" aria-hidden="true">
            <span style={{ width: `${Math.round(usedShare(view) * 100)}%` }} />
          </div>
          <p className="limit-note" data-testid={`limit-${id}-left`}>
            {t('limits.usedLeft', { used: money(view.used), left: money(view.left) })}
          </p>
        </>
      )}
      {view.pendingAt && (
        <p className="limit-note limit-pending" data-testid={`limit-${id}-pending`}>
          {view.pendingRemove || view.pendingValue === null
            ? t('limits.pendingRemove', { at: when(view.pendingAt) })
            : t('limits.pending', { value: show(view.pendingValue), at: when(view.pendingAt) })}
        </p>
      )}
      {editing && (
        <form
          className="limit-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label className="field-wrap">
            <span className="field-label">
              {view.kind === 'session'
                ? t('limits.minutesLabel')
                : t('limits.amountLabel', { currency: market.currencySign })}
            </span>
            <span className="field">
              <input
                inputMode="numeric"
                value={text}
                maxLength={18}
                data-testid={`limit-${id}-input`}
                onChange={(e) => {
                  setError('');
                  setText(e.target.value);
                }}
              />
            </span>
          </label>
          {wanted.ok && (
            <p className="limit-note">
              {appliesAtOnce(view.value, wanted.value) ? t('limits.atOnce') : t('limits.later')}
            </p>
          )}
          <FormError text={error} />
          <div className="limit-actions">
            <button
              type="submit"
              className="btn btn-red btn-small"
              disabled={save.isPending}
              data-testid={`limit-${id}-save`}
            >
              {t('limits.save')}
            </button>
            {view.value !== null && (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={save.isPending}
                data-testid={`limit-${id}-remove`}
                onClick={() => void send(null)}
              >
                {t('limits.remove')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setEditing(false)}
            >
              {t('limits.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
