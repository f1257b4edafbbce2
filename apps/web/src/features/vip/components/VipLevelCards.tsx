import type { VipLevelCard } from '@cardroom/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { isPlay, useApp } from '../../../stores/app';
import { cardState, feePercent, nearestCard, startCard } from '../rules';

/** Centres the strip on card `i`, measured on screen (independent of the offset parent). */
function scrollToCard(el: HTMLElement, i: number): void {
  const card = el.children[i] as HTMLElement | undefined;
  if (!card) return;
  const strip = el.getBoundingClientRect();
  const box = card.getBoundingClientRect();
  el.scrollLeft += box.left - strip.left - (strip.width - box.width) / 2;
}

/** The card in view now. */
function cardInView(el: HTMLElement): number {
  const centres = Array.from(el.children, (c) => {
    const card = c as HTMLElement;
    return card.offsetLeft + card.offsetWidth / 2;
  });
  return nearestCard(centres, el.scrollLeft + el.clientWidth / 2);
}

/**
 * One card per level, swiped sideways (CSS scroll-snap, no carousel library): what reaching it
 * takes and its benefits. Opens on the next level to reach, placed before the first paint.
 */
export function VipLevelCards({
  levels,
  current,
}: {
  levels: readonly VipLevelCard[];
  /** The player's level; null for a visitor. */
  current: number | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const play = useApp(isPlay);
  const lang = useLang();
  const strip = useRef<HTMLElement>(null);
  const first = current === null ? 0 : startCard(levels, current);
  const [shown, setShown] = useState(first);
  const moved = useRef(false);

  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    // A strip never moved opens on its first card by itself (a visitor, VIP 0). Measuring it
    // here would force the page's first layout inside React's commit: one long task, not two.
    if (first === 0 && !moved.current) return;
    moved.current = true;
    scrollToCard(el, first);
    setShown(first);
    // The page's stylesheet may land a frame after its script: place the strip again then.
    const frame = requestAnimationFrame(() => scrollToCard(el, first));
    return () => cancelAnimationFrame(frame);
  }, [first]);

  return (
    <section className="vip-levels" data-testid="vip-levels">
      <h2>{t('vip.levels')}</h2>
      <p className="vip-muted">{t('vip.swipe')}</p>
      <section
        className="vip-cards"
        aria-label={t('vip.levels')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a strip that scrolls sideways must take focus so a keyboard can scroll it too (Tab, then the arrow keys; WCAG 2.1.1)
        tabIndex={0}
        ref={strip}
        data-testid="vip-cards"
        onScroll={(e) => setShown(cardInView(e.currentTarget))}
      >
        {levels.map((l) => {
          const state = cardState(l.level, current);
          return (
            <article
              key={l.level}
              className={`vip-card vip-card-${state}`}
              data-testid={`vip-card-${l.level}`}
              aria-label={t('vip.cardOf', { n: l.level, total: levels.length - 1 })}
            >
              <header className="vip-card-head">
                <strong className="vip-card-name">{l.name}</strong>
                {state === 'current' && <span className="vip-chip">{t('vip.current')}</span>}
                {state === 'reached' && (
                  <span className="vip-chip vip-chip-soft">{t('vip.reached')}</span>
                )}
              </header>
              <h3>{t('vip.needs')}</h3>
              {l.deposit === 0 && l.validBet === 0 ? (
                <p className="vip-card-line">{t('vip.needsNothing')}</p>
              ) : (
                <>
                  {l.deposit > 0 && (
                    <p className="vip-card-line">
                      {t('vip.needsDeposit', { amount: money(l.deposit) })}
                    </p>
                  )}
                  {l.validBet > 0 && (
                    <p className="vip-card-line">
                      {t('vip.needsBet', { amount: money(l.validBet) })}
                    </p>
                  )}
                </>
              )}
              <h3>{t('vip.benefits')}</h3>
              <dl className="vip-card-rows">
                <div>
                  <dt>{t('vip.reward')}</dt>
                  <dd>{l.reward > 0 ? money(l.reward) : t('vip.noReward')}</dd>
                </div>
                {/* Withdrawal benefits exist only with money: the play-money edition has none. */}
                {!play && (
                  <>
                    <div>
                      <dt>{t('vip.withdrawCount')}</dt>
                      <dd>{l.withdrawCount}</dd>
                    </div>
                    <div>
                      <dt>{t('vip.withdrawLimit')}</dt>
                      <dd>{money(l.withdrawLimit, true)}</dd>
                    </div>
                    <div>
                      <dt>{t('vip.withdrawFee')}</dt>
                      <dd>
                        {l.withdrawFeeMin > 0
                          ? t('vip.feeMin', {
                              percent: feePercent(l.withdrawFeeBps, lang),
                              amount: money(l.withdrawFeeMin),
                            })
                          : feePercent(l.withdrawFeeBps, lang)}
                      </dd>
                    </div>
                  </>
                )}
              </dl>
            </article>
          );
        })}
      </section>
      <div className="vip-dots" aria-hidden="true">
        {levels.map((l, i) => (
          <span key={l.level} className={i === shown ? 'vip-dot vip-dot-on' : 'vip-dot'} />
        ))}
      </div>
    </section>
  );
}
