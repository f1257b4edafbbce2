import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { realityInfoQuery, useSetReality } from '../../../../features/breaks';
import { useTranslation } from '../../../../i18n';
import { useSession } from '../../../../stores/session';

/**
 * The reality-check interval: more frequent applies at once, less frequent (or off, when the
 * operator offers it) waits 24 hours, which the page shows.
 */
export default function RealityCheck() {
  const { t, i18n } = useTranslation();
  const uid = useSession((s) => s.uid);
  const info = useQuery(realityInfoQuery(uid));
  const set = useSetReality();
  const [message, setMessage] = useState('');
  const name = (m: number) => (m === 0 ? t('breaks.off') : t('breaks.every', { minutes: m }));
  const data = info.data;
  return (
    <div className="page-pad" data-testid="reality-page">
      <p className="muted">{t('breaks.realityIntro')}</p>
      {data && (
        <fieldset className="card break-card">
          {data.choices.map((m) => (
            <label key={m} className="break-option">
              <input
                type="radio"
                name="reality-minutes"
                checked={data.minutes === m}
                data-testid={`reality-${m}`}
                disabled={set.isPending}
                onChange={async () => {
                  const r = await set.mutateAsync(m);
                  setMessage(r.ok ? t('breaks.saved') : r.msg);
                }}
              />
              {name(m)}
            </label>
          ))}
        </fieldset>
      )}
      {data?.pendingMinutes !== null && data?.pendingAt && (
        <p className="card break-card" data-testid="reality-pending">
          {t('breaks.pending', {
            choice: name(data.pendingMinutes ?? 0),
            at: new Date(data.pendingAt).toLocaleString(
              i18n.language === 'ind' ? 'id-ID' : 'en-GB',
            ),
          })}
        </p>
      )}
      {message && (
        <p role="status" className="muted">
          {message}
        </p>
      )}
    </div>
  );
}
