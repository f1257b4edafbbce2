import type { PromoCard as PromoCardData } from '@cardroom/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyCards } from '../../../components/EmptyCards';
import {
  type CardAction,
  PromoCard,
  PromoLoadState,
  promoListQuery,
  useCheckinClaim,
  useGrantClaim,
} from '../../../features/promo';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { openLink } from '../../../nav/open';
import { LOGIN, PAGES } from '../../../nav/pages';
import { rememberReturn } from '../../../nav/returnTo';
import { signedInUid, useSession } from '../../../stores/session';
import { showToast } from '../../../stores/ui';

/** The list the tab waits for, asked for while the page still loads (router: prefetch). */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(promoListQuery(signedInUid(useSession.getState())));
}

/**
 * SPEC §2 Promo tab: the market's live promotions in the operator's order. Each card opens
 * its page; its button claims in place, or sends a signed-out visitor to sign in and back.
 */
export default function Promo() {
  const { t } = useTranslation();
  const money = useMoney();
  const uid = useSession(signedInUid);
  const q = useQuery(promoListQuery(uid));
  const checkin = useCheckinClaim();
  const grant = useGrantClaim();
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (card: PromoCardData, action: CardAction) => {
    if (action.kind === 'signIn') {
      rememberReturn(PAGES.promo.Promo);
      go('navigateTo', LOGIN);
      return;
    }
    if (action.kind !== 'claim') {
      openLink(card.page);
      return;
    }
    setBusyId(card.id);
    try {
      const r = action.grantId ? await grant.run(action.grantId) : await checkin.run(undefined);
      if (r?.ok)
        showToast(t('promo.claimedToast', { amount: money(r.amount) }), { icon: 'success' });
    } finally {
      setBusyId(null);
    }
  };

  if (!q.data) {
    return (
      <div className="promo" data-testid="promo-page">
        <PromoLoadState error={q.error} isError={q.isError} onRetry={() => void q.refetch()} />
      </div>
    );
  }
  return (
    <div className="promo" data-testid="promo-page">
      {q.data.list.length === 0 ? (
        <div className="promo-empty" data-testid="promo-empty">
          <EmptyCards />
          <p>{t('promo.empty')}</p>
        </div>
      ) : (
        q.data.list.map((card) => (
          <PromoCard
            key={card.id}
            card={card}
            busy={busyId === card.id}
            onOpen={() => openLink(card.page)}
            onAction={(a) => void act(card, a)}
          />
        ))
      )}
    </div>
  );
}
