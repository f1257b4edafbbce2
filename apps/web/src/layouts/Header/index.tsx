import { BackButton } from '../../components/BackButton';
import { ServiceButton } from '../ServiceButton';
import './Header.css';

function Logo() {
  return (
    <svg className="header-logo" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#f8cf4f" />
      <path
        d="M16 5c3 4.5 8 7 8 11.5a4 4 0 0 1-6.5 3l1 4.5h-5l1-4.5A4 4 0 0 1 8 16.5C8 12 13 9.5 16 5z"
        fill="#7a0c14"
      />
    </svg>
  );
}

/** Mobile layout header: the navigation bar title is the app name (SPEC §1), then service. */
export function MobileHeader({ title }: { title: string }) {
  return (
    <header className="app-header is-main">
      <div className="app-header-bar">
        <Logo />
        <span className="app-header-title" data-testid="nav-title">
          {title}
        </span>
        <ServiceButton />
      </div>
    </header>
  );
}

/** Sub layout header: back (falls back to Home without history) and the page title. */
export function SubHeader({ title }: { title: string }) {
  return (
    <header className="app-header">
      <div className="app-header-bar">
        <BackButton className="app-header-back" />
        <h1 className="app-header-title" data-testid="nav-title">
          {title}
        </h1>
        {/* The back button's counterpart: the title stays centred between them. */}
        <ServiceButton />
      </div>
    </header>
  );
}
