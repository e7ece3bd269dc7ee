import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from './i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n/languages';

// The page's strings must be there before hydration renders; English (the fallback) comes after.
// The server-rendered `<html lang>` names it (paths such as `/pip/en/…` do not start with it).
const htmlLang = document.documentElement.lang;
const first = window.location.pathname.split('/').filter(Boolean)[0];
const lang = isLanguage(htmlLang) ? htmlLang : isLanguage(first) ? first : DEFAULT_LANGUAGE;
await loadLanguage(lang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
whenIdle(() => void loadLanguage('en'));

// The service worker (written by pwa/build-service-worker.ts): the installed app, and the treasure
// hunt offline. Registered once the page is idle; absent from development builds.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
