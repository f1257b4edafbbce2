import { useTranslation } from '../../../i18n';

/**
 * What a signed-out visitor sees: the programme in general words (no amounts: those are the
 * operator's and the market's, and only a signed-in call returns them) and a way to sign in.
 */
export function SignedOutEarn({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="earn-hero" data-testid="earn-signed-out">
      <h1>{t('earn.signedOut.title')}</h1>
      <p>{t('earn.signedOut.pairs')}</p>
      <p>{t('earn.signedOut.rebate')}</p>
      <p>{t('earn.signedOut.more')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="earn-sign-in"
        onClick={onSignIn}
      >
        {t('earn.signedOut.signIn')}
      </button>
    </section>
  );
}
