import { CanAccess, useGetIdentity, useLogout, useMenu } from '@refinedev/core';
import { type ReactNode, useEffect } from 'react';
import { NavLink } from 'react-router';
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

  return (
    <div className="shell">
      <header className="topbar">
        <strong className="brand">Cardroom console</strong>
        <nav aria-label="Console pages">
          {menuItems.map((item) => (
            <CanAccess key={item.key} resource={item.name} action="list">
              <NavLink to={item.route ?? '/'}>{item.label ?? item.name}</NavLink>
            </CanAccess>
          ))}
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
