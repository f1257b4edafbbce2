import { CanAccess, useGetIdentity, useLogout, useMenu } from '@refinedev/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { lastActivity } from './api';
import { markIdle } from './providers';
import { currentSession } from './session';

type Identity = { login: string; displayName: string; role: string };

/**
 * The frame around every page: the pages the operator's role may open, their name and
 * role, sign-out. It signs the operator out when the session's idle time has passed
 * (the server has ended it by then, so every call would be refused).
 */
export function Shell({ children }: { children: ReactNode }) {
  const { data: me } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const { menuItems } = useMenu();

  useEffect(() => {
    const timer = window.setInterval(() => {
      const idleMinutes = currentSession()?.idleMinutes ?? 30;
      if (Date.now() - lastActivity() > idleMinutes * 60_000) {
        markIdle();
        logout();
      }
    }, 15_000);
    return () => window.clearInterval(timer);
  }, [logout]);

  const links = menuItems.map((item) => (
    <CanAccess key={item.key} resource={item.name} action="list">
      <NavLink to={item.route ?? '/'}>{item.label ?? item.name}</NavLink>
    </CanAccess>
  ));

  return (
    <div className="shell">
      <header className="topbar">
        <MenuDrawer>{links}</MenuDrawer>
        <strong className="brand">Cardroom console</strong>
        <nav aria-label="Console pages" className="topnav">
          {links}
        </nav>
        <span className="who">
          {me ? `${me.displayName} · ${me.role}` : ''}
          <button type="button" className="link" onClick={() => logout()}>
            Sign out
          </button>
        </span>
      </header>
      <main>{children}</main>
    </div>
  );
}

/**
 * On a phone the menu (up to 19 pages) is a drawer behind a Menu button instead of a bar that
 * scrolls sideways. A modal <dialog>: the page behind is inert (focus stays in the drawer),
 * Escape closes it, and focus goes back to the Menu button. Following a link closes it, also one
 * to the page already open.
 */
function MenuDrawer({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A link followed (or the back button) closes the drawer on the new page.
  useEffect(() => {
    if (pathname && dialog.current?.open) dialog.current.close();
  }, [pathname]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button secondary"
        aria-haspopup="dialog"
        aria-controls="console-menu"
        onClick={() => dialog.current?.showModal()}
      >
        Menu
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is a tap on the backdrop only; the keyboard closes it with Escape (native) or the Close button */}
      <dialog
        ref={dialog}
        id="console-menu"
        className="drawer"
        aria-labelledby="console-menu-title"
        onClose={() => button.current?.focus()}
        // A tap on the backdrop (outside the panel) closes it like Escape.
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        <div className="drawer-head">
          <strong id="console-menu-title">Menu</strong>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        {/* A link to the page already open changes no path, so the effect above would leave the
            drawer covering the page: any link followed closes it here. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take the keyboard (Enter fires this click too) */}
        <nav
          aria-label="Console pages"
          onClick={(e) => {
            if ((e.target as Element).closest('a')) dialog.current?.close();
          }}
        >
          {children}
        </nav>
      </dialog>
    </>
  );
}
