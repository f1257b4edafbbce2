import { GiftCodeForm, useGiftCodeRedeem } from '../../../features/promo';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { LOGIN, PAGES } from '../../../nav/pages';
import { rememberReturn } from '../../../nav/returnTo';
import { isLoggedIn, useSession } from '../../../stores/session';

/**
 * SPEC §2 gift code (the spec's page "Jili"): type a code from the operator and redeem it for Gift money. A
 * signed-out visitor can read the page; redeeming sends them to sign in and back here.
 */
export default function Jili() {
  const { t } = useTranslation();
  const signedIn = useSession(isLoggedIn);
  const redeem = useGiftCodeRedeem();
  return (
    <div className="promo" data-testid="gift-page">
      <header className="promo-hero">
        <h1>{t('page.jili')}</h1>
        <p>{t('promo.gift.intro')}</p>
      </header>
      <GiftCodeForm
        pending={redeem.pending}
        onRedeem={async (code) => {
          if (!signedIn) {
            rememberReturn(PAGES.promo.Jili);
            go('navigateTo', LOGIN);
            return null;
          }
          return redeem.run(code);
        }}
      />
    </div>
  );
}
