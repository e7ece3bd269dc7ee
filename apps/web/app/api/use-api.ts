import { CSRF_COOKIE } from '@grimoire/server/client';
import { useParams, useRouteLoaderData } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { readCookie } from '../lib/cookies';
import { createBrowserApi } from './browser-api';
import type { ApiClient } from './types';

/** The session's CSRF token, readable by the page (the session cookie itself is HttpOnly). */
export function csrfToken(): string | null {
  return readCookie(document.cookie, CSRF_COOKIE);
}

function currentLang(): string {
  // The rendered `<html lang>` first: `/pip/en/…` paths do not start with the language.
  const htmlLang = document.documentElement.lang;
  if (isLanguage(htmlLang)) return htmlLang;
  const first = window.location.pathname.split('/').filter(Boolean)[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

let browserApi: ApiClient | undefined;

/** The browser's API client (one per page load). A 401 sends the reader to sign-in, then back. */
export function getBrowserApi(): ApiClient {
  browserApi ??= createBrowserApi({
    baseUrl: '/api',
    getLang: currentLang,
    getCsrfToken: csrfToken,
    onUnauthorized: () => {
      // On the sign-in and sign-up pages a 401 is a wrong password: the form shows it.
      if (/\/(signin|signup)\/?$/.test(window.location.pathname)) return;
      // The server drops a session cookie it cannot verify; a revoked one is replaced by signing in.
      const back = window.location.pathname + window.location.search;
      window.location.assign(`/${currentLang()}/signin?redirect=${encodeURIComponent(back)}`);
    },
  });
  return browserApi;
}

/** For components: the browser API client. Only call it from effects, events or query functions. */
export function useApi(): ApiClient {
  // Reading these keeps the hook tied to the router context (language changes re-render callers).
  useParams();
  useRouteLoaderData('root');
  return typeof window === 'undefined' ? unavailableOnServer : getBrowserApi();
}

const fail = () => Promise.reject(new Error('The browser API client is not available during server rendering: use a loader'));
const unavailableOnServer: ApiClient = {
  find: fail,
  get: fail,
  findAll: fail,
  create: fail,
  update: fail,
  patch: fail,
  remove: fail,
};
