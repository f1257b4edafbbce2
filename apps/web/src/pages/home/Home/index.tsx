import { routes } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api';
import { CoinsLabel } from '../../../components/CoinsLabel';
import { Icon } from '../../../components/Icon';
import { Lobby } from '../../../features/games';
import { BannerCarousel, RollTicker } from '../../../features/home';
import { TopUpCard } from '../../../features/play';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { fitStyle } from '../../../lib/money';
import { go } from '../../../nav';
import { DEPOSIT, LOGIN } from '../../../nav/pages';
import { isPlay, useApp } from '../../../stores/app';
import { isLoggedIn, useSession } from '../../../stores/session';

/** Fetches one optional Home block; a failure just leaves that block out. */
function useHomeQuery<T>(key: string, load: () => Promise<{ ok: boolean; data?: T }>, empty: T) {
  // Banners and the ticker come in the player's language, so the language is part of the key.
  const lang = useLang();
  return useQuery({
    queryKey: ['home', key, lang],
    queryFn: async () => {
      const r = await load();
      return r.ok && r.data !== undefined ? r.data : empty;
    },
  }).data;
}

export default function Home() {
  const { t } = useTranslation();
  const money = useMoney();
  const signedIn = useSession(isLoggedIn);
  const user = useSession((s) => s.userInfo);
  const play = useApp(isPlay);
  const balance = user ? money(user.balance) : '—';
  const banners = useHomeQuery('banners', () => call(routes.bannerList, {}, { silent: true }), []);
  const roll = useHomeQuery('roll', () => call(routes.rollMsg, {}, { silent: true }), []);
  const recharge = useHomeQuery(
    'recharge',
    () => call(routes.rechargeButtonStatus, {}, { silent: true }),
    { show: false },
  );

  return (
    <div className="home">
      <BannerCarousel banners={banners} />
      <RollTicker messages={roll} />
      {signedIn ? (
        <section className="wallet-card" data-testid="home-balance">
          <div>
            <p className="wallet-label">{t('home.balance')}</p>
            <p className="wallet-amount money-fit" style={fitStyle(balance)}>
              {balance}
            </p>
            {play && <CoinsLabel />}
          </div>
          {recharge?.show && !play && (
            <button
              type="button"
              className="btn btn-primary"
              data-testid="home-deposit"
              onClick={() => go('navigateTo', DEPOSIT)}
            >
              <Icon name="wallet" size={20} />
              {t('home.deposit')}
            </button>
          )}
        </section>
      ) : (
        <section className="wallet-card is-guest">
          <div>
            <p className="wallet-label">{t('home.welcome')}</p>
            <p className="wallet-guest">{t('home.signInPrompt')}</p>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="home-login"
            onClick={() => go('navigateTo', LOGIN)}
          >
            {t('home.signIn')}
          </button>
        </section>
      )}
      {signedIn && play && <TopUpCard />}
      <Lobby />
    </div>
  );
}
