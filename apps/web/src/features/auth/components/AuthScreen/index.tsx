import type { ReactNode } from 'react';
import { BackButton } from '../../../../components/BackButton';
import { useTranslation } from '../../../../i18n';
import { go } from '../../../../nav';
import { appName, useApp } from '../../../../stores/app';
import './AuthScreen.css';

/** The branded frame of the four sign-in pages: a red-and-gold hero over a white card. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const name = useApp(appName);
  return (
    <div className="auth">
      <div className="auth-hero">
        <BackButton className="auth-back" />
        <div className="auth-suits" aria-hidden="true">
          <span>♠</span>
          <span>♥</span>
          <span>♣</span>
          <span>♦</span>
        </div>
        <p className="auth-brand">{name}</p>
        <h1 className="auth-title">{title}</h1>
      </div>
      <div className="auth-card">{children}</div>
      <p className="auth-legal">{t('login.legal')}</p>
    </div>
  );
}

export function AuthLinks({ children }: { children: ReactNode }) {
  return <div className="auth-links">{children}</div>;
}

/** A link between the sign-in pages; `replace` swaps the page instead of stacking it. */
export function AuthLink({
  to,
  replace = false,
  testId,
  children,
}: {
  to: string;
  replace?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn-link"
      data-testid={testId}
      onClick={() => go(replace ? 'redirectTo' : 'navigateTo', to)}
    >
      {children}
    </button>
  );
}
