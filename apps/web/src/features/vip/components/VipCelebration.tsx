import { useEffect, useRef } from 'react';
import { useModalFocus } from '../../../components/Sheet';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useCelebrated } from '../api';

/**
 * The one-time celebration of a level-up: it tells the server it was shown as it appears (so
 * a reload does not show it again) and closes on the button.
 */
export function VipCelebration({
  level,
  reward,
  onClose,
}: {
  level: number;
  reward: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const celebrated = useCelebrated();
  const sent = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const { mutate } = celebrated;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(level);
    button.current?.focus();
  }, [level, mutate]);
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog);

  return (
    <div
      ref={dialog}
      className="vip-celebrate"
      role="dialog"
      aria-modal="true"
      aria-labelledby="vip-celebrate-title"
      data-testid="vip-celebration"
    >
      <div className="vip-celebrate-card">
        <div className="vip-celebrate-crown" aria-hidden="true">
          ♛
        </div>
        <p className="vip-celebrate-congrats">{t('vip.congrats')}</p>
        <h2 id="vip-celebrate-title">{t('vip.reachedLevel', { name: `VIP${level}` })}</h2>
        {reward > 0 && <p>{t('vip.rewardCredited', { amount: money(reward) })}</p>}
        <button
          ref={button}
          type="button"
          className="btn btn-primary btn-block"
          data-testid="vip-celebration-close"
          onClick={onClose}
        >
          {t('vip.great')}
        </button>
      </div>
    </div>
  );
}
