import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { timeLeft, timeLeftParts } from '../rules';

/** The current time, refreshed every `everyMs` while mounted (countdowns move without a reload). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** "3 d 4 h", "5 h 12 min": the time left until `until`, or null when there is none. */
export function useCountdownText(until: string | null): string | 'ended' | null {
  const { t } = useTranslation();
  const now = useNow();
  const left = timeLeft(until, now);
  if (left === null || left === 'ended') return left;
  return timeLeftParts(left)
    .map((p) => t(`promo.unit.${p.unit}`, { count: p.count }))
    .join(' ');
}

/** A promotion's end as the card shows it: "Ends in 3 d 4 h", "No end date", "Ended". */
export function EndsIn({ endsAt }: { endsAt: string | null }) {
  const { t } = useTranslation();
  const text = useCountdownText(endsAt);
  return (
    <span className="promo-ends" data-testid="promo-ends">
      {text === null
        ? t('promo.noEnd')
        : text === 'ended'
          ? t('promo.ended')
          : t('promo.endsIn', { time: text })}
    </span>
  );
}
