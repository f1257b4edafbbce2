import { useEffect, useState } from 'react';
import { Sheet } from '../../../components/Sheet';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { sessionFigures } from '../api';
import { playedText, schedulePopup } from '../rules';

type Figures = Awaited<ReturnType<typeof sessionFigures>>;

/**
 * The reality check on a game page: when the server says the next check is due, a popup with
 * this session's time played and net result, to continue (the next check is scheduled) or
 * leave (`onLeave`, back to Home).
 */
export function RealityCheckPopup({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [shown, setShown] = useState<Figures | null>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` re-schedules the next check after "Continue"
  useEffect(() => {
    let cancel = () => {};
    let live = true;
    sessionFigures()
      .then((f) => {
        if (!live) return;
        cancel = schedulePopup(f.nextCheckInSeconds, () => {
          // The figures at the moment it opens, not those of when it was scheduled.
          sessionFigures()
            .then((now) => live && setShown(now))
            .catch(() => {});
        });
      })
      .catch(() => {});
    return () => {
      live = false;
      cancel();
    };
  }, [round]);
  if (!shown) return null;
  return (
    <Sheet title={t('breaks.popupTitle')} centered testId="reality-check">
      <p>
        {t('breaks.played', {
          time: playedText(shown.minutesPlayed, t('breaks.unitH'), t('breaks.unitMin')),
        })}
      </p>
      <p data-testid="reality-net">{t('breaks.result', { net: money(shown.net) })}</p>
      <p className="muted">
        {t('breaks.stakes', { staked: money(shown.staked), returned: money(shown.returned) })}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="reality-continue"
        onClick={() => {
          setShown(null);
          setRound((r) => r + 1);
        }}
      >
        {t('breaks.keepPlaying')}
      </button>
      <button
        type="button"
        className="btn btn-block"
        data-testid="reality-leave"
        onClick={() => {
          setShown(null);
          onLeave();
        }}
      >
        {t('breaks.leave')}
      </button>
    </Sheet>
  );
}
