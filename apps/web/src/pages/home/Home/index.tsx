import { routes } from '@cardroom/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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
import { DEPOSIT, isMoneyPage, LOGIN, pathOf } from '../../../nav/pages';
import { isPlay, useApp } from '../../../stores/app';
import { type LangKey, useLanguage } from '../../../stores/language';
import { isLoggedIn, useSession } from '../../../stores/session';

/** One optional Home block; a failure just leaves that block out. */
function homeQuery<T>(
  key: string,
  lang: LangKey,
  load: () => Promise<{ ok: boolean; data?: T }>,
  empty: T,
) {
  // Banners and the ticker come in the player's language, so the language is part of the key.
  return queryOptions({
    queryKey: ['home', key, lang],
    queryFn: async () => {
      const r = await load();
      return r.ok && r.data !== undefined ? r.data : empty;
    },
  });
}

const bannersQuery = (lang: LangKey) =>
  homeQuery('banners', lang, () => call(routes.bannerList, {}, { silent: true }), []);
const rollQuery = (lang: LangKey) =>
  homeQuery('roll', lang, () => call(routes.rollMsg, {}, { silent: true }), []);
const rechargeQuery = (lang: LangKey) =>
  homeQuery('recharge', lang, () => call(routes.rechargeButtonStatus, {}, { silent: true }), {
    show: false,
  });

/** Home's blocks, asked for while the page still loads (router: prefetch). */
export function prefetch(client: QueryClient): void {
  const { lang } = useLanguage.getState();
  void client.prefetchQuery(bannersQuery(lang));
  void client.prefetchQuery(rollQuery(lang));
  void client.prefetchQuery(rechargeQuery(lang));
}

export default function Home() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  const signedIn = useSession(isLoggedIn);
  const user = useSession((s) => s.userInfo);
  const play = useApp(isPlay);
  const balance = user ? money(user.balance) : '—';
  // The play-money edition has no money pages: a banner that would open one (set before the
  // deployment was switched to play) is left out rather than open "Page not found".
  const banners = useQuery(bannersQuery(lang)).data?.filter(
    (b) => !play || !isMoneyPage(pathOf(b.link)),
  );
  const roll = useQuery(rollQuery(lang)).data;
  const recharge = useQuery(rechargeQuery(lang)).data;

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
