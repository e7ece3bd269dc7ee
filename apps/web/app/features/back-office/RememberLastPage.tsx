import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isBackPath, lastPageCookie, rememberablePage } from './roles';

/**
 * Remembers the page being read (outside the back office) in a cookie, so that the 403 page of a
 * back URL typed by someone without the role offers to return here.
 */
export function RememberLastPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isBackPath(pathname)) return; // an admin's back pages are never a place to send others to
    document.cookie = lastPageCookie(rememberablePage(pathname, search));
  }, [pathname, search]);
  return null;
}
