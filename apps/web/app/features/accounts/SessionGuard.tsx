import { useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { TOKEN_COOKIE } from '../../api/use-api';
import { readCookie } from '../../lib/cookies';
import { useRootData } from '../../root';
import { isTokenFresh } from '../../session/session';
import { useSessionActions } from '../../session/use-session';

/**
 * Spec §4: on entering a route (and when the window regains focus), a stale token logs the user
 * out. A fresh cookie the page does not know yet (signed in from another tab) reloads the user
 * once; if the server still refuses it, it is cleared too.
 */
export function SessionGuard() {
  const location = useLocation();
  const user = useRootData()?.user ?? null;
  const { logout } = useSessionActions();
  const { revalidate } = useRevalidator();
  const latest = useRef({ user, logout, revalidate });
  latest.current = { user, logout, revalidate };
  const retriedToken = useRef<string | null>(null);

  useEffect(() => {
    const check = () => {
      const { user: known, logout: signOut, revalidate: reload } = latest.current;
      const token = readCookie(document.cookie, TOKEN_COOKIE);
      if (!token) {
        if (known) void reload(); // signed out elsewhere, or the cookie ran out
        return;
      }
      if (!isTokenFresh(token)) {
        void signOut();
      } else if (!known) {
        if (retriedToken.current === token) void signOut();
        else {
          retriedToken.current = token;
          void reload();
        }
      }
    };
    check();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [location.key]);

  return null;
}
