import type { GameRound } from '@cardroom/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../i18n';

/**
 * The results history ("road") players of these games read before betting: one bead per
 * round, oldest left, the newest at the right edge and scrolled into view.
 */
export function Road({ rounds }: { rounds: ReadonlyArray<Pick<GameRound, 'id' | 'winner'>> }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = strip.current;
    if (el) el.scrollLeft = el.scrollWidth;
  });
  return (
    <section className="gt-road" aria-label={t('games.road')} data-testid="road">
      {rounds.length === 0 ? (
        <p className="gt-road-empty">{t('games.roadEmpty')}</p>
      ) : (
        <ol ref={strip}>
          {rounds.map((r) => (
            <li
              key={r.id}
              className={`gt-bead is-${r.winner}`}
              title={r.winner === 'tie' ? t('games.tie') : t(`games.hands.${r.winner}`)}
              data-testid="road-bead"
              data-winner={r.winner}
            >
              {t(`games.beads.${r.winner}`)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
