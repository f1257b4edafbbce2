import type { PromoCard as PromoCardData } from '@cardroom/contract';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { type CardAction, cardAction, progressPercent } from '../rules';
import { EndsIn } from './TimeLeft';

/**
 * One live promotion on the Promo tab: banner, title, summary, time left and the player's
 * state. Tapping the card opens its page; the button claims in place, sends a signed-out
 * visitor to sign in, or opens the page (gift codes are typed there).
 */
export function PromoCard({
  card,
  busy,
  onOpen,
  onAction,
}: {
  card: PromoCardData;
  busy: boolean;
  onOpen: () => void;
  onAction: (action: CardAction) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const action = cardAction(card);
  return (
    <article className="promo-card" data-testid={`promo-card-${card.kind}`}>
      <button type="button" className="promo-card-open" onClick={onOpen}>
        {card.bannerUrl ? (
          <img className="promo-card-banner" src={card.bannerUrl} alt="" loading="lazy" />
        ) : (
          <span className={`promo-card-banner promo-card-art promo-art-${card.kind}`} aria-hidden />
        )}
        <span className="promo-card-text">
          <strong className="promo-card-title">{card.title}</strong>
          {card.summary && <span className="promo-card-summary">{card.summary}</span>}
        </span>
      </button>
      {action.kind === 'progress' && (
        <div className="promo-progress" data-testid="promo-progress">
          <span
            className="promo-progress-bar"
            style={{ width: `${progressPercent(action.current, action.target)}%` }}
          />
        </div>
      )}
      <div className="promo-card-foot">
        <span className="promo-card-state">
          <EndsIn endsAt={card.endsAt} />
          {card.my?.text && <span data-testid="promo-my-text">{card.my.text}</span>}
        </span>
        <CardButton
          action={action}
          kind={card.kind}
          busy={busy}
          onAction={onAction}
          money={money}
          t={t}
        />
      </div>
    </article>
  );
}

function CardButton({
  action,
  kind,
  busy,
  onAction,
  money,
  t,
}: {
  action: CardAction;
  kind: PromoCardData['kind'];
  busy: boolean;
  onAction: (action: CardAction) => void;
  money: (minor: number) => string;
  t: (key: string, opts?: Record<string, unknown>) => string;
}) {
  if (action.kind === 'claimed') {
    return (
      <span className="promo-claimed" data-testid="promo-card-claimed">
        {t('promo.claimed')}
      </span>
    );
  }
  const label =
    action.kind === 'signIn'
      ? t('promo.signInToClaim')
      : action.kind === 'claim'
        ? action.amount > 0
          ? t('promo.claimAmount', { amount: money(action.amount) })
          : t('promo.claim')
        : kind === 'gift_code'
          ? t('promo.redeem')
          : t('promo.open');
  return (
    <button
      type="button"
      className={`btn promo-card-btn ${action.kind === 'claim' ? 'btn-primary' : 'btn-ghost'}`}
      data-testid="promo-card-action"
      disabled={busy}
      onClick={() => onAction(action)}
    >
      {label}
    </button>
  );
}
