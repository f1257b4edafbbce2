import { Suspense } from 'react';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy';
import { appName, useApp } from '../../../stores/app';
import { canShare } from '../rules';
import { InviteQr } from './lazyQr';

/**
 * The player's invite link with Copy (SPEC §8 texts, legacy copy as the fallback), Share where
 * the browser has the Web Share API, and the link's QR code, which loads on its own.
 */
export function InviteLink({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation();
  const app = useApp(appName);
  const share = () => {
    // A closed share sheet rejects (AbortError): nothing to tell the player.
    navigator.share({ title: app, text: t('earn.link.shareText', { app }), url }).catch(() => {});
  };
  return (
    <section className="earn-box earn-link" data-testid="earn-link">
      <h2>{t('earn.link.title')}</h2>
      <p className="earn-url" data-testid="earn-url">
        {url}
      </p>
      <p className="earn-code">{t('earn.link.code', { code })}</p>
      <div className="earn-link-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="earn-copy"
          onClick={() => void copyText(url)}
        >
          {t('earn.link.copy')}
        </button>
        {canShare(globalThis.navigator) && (
          <button type="button" className="btn btn-ghost" data-testid="earn-share" onClick={share}>
            {t('earn.link.share')}
          </button>
        )}
      </div>
      <div className="earn-qr-box">
        <Suspense fallback={<div className="earn-qr" aria-hidden="true" />}>
          <InviteQr url={url} />
        </Suspense>
      </div>
      <p className="earn-hint">{t('earn.link.qrHint')}</p>
    </section>
  );
}
