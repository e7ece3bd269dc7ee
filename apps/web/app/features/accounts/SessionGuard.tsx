import { useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { csrfToken } from '../../api/use-api';
import { useRootData } from '../../root';
import { useSessionActions } from '../../session/use-session';

/**
 * Spec §4: on entering a route (and when the window regains focus), an ended session logs the user
 * out. The session cookie is HttpOnly; its CSRF twin changes with every sign-in and sign-out, so a
 * different one means another tab signed in or out: the page reloads the user once.
 */
export function SessionGuard() {
  const location = useLocation();
  const root = useRootData();
  const user = root?.user ?? null;
  const expiresAt = root?.sessionExpiresAt ?? null;
  const { logout } = useSessionActions();
  const { revalidate } = useRevalidator();
  const latest = useRef({ user, expiresAt, logout, revalidate });
  latest.current = { user, expiresAt, logout, revalidate };
  const seenCsrf = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const check = () => {
      const { user: known, expiresAt: ends, logout: signOut, revalidate: reload } = latest.current;
      const csrf = csrfToken();
      const changed = seenCsrf.current !== undefined && seenCsrf.current !== csrf;
      seenCsrf.current = csrf;
      if (known && (ends === null || ends <= Date.now())) void signOut();
      else if (changed) void reload();
    };
    check();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [location.key]);

  return null;
}
