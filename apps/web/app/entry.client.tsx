import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from './i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n/languages';

// The page's strings must be there before hydration renders; English (the fallback) comes after.
const first = window.location.pathname.split('/').filter(Boolean)[0];
const lang = isLanguage(first) ? first : DEFAULT_LANGUAGE;
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
