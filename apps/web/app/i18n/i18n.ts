import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import type { Messages } from './messages';

/** Each language's strings are a chunk of their own, loaded once. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import('./messages.fr'),
  en: () => import('./messages.en'),
};
const FALLBACK: Language = 'en';
const loaded = new Map<Language, Messages>();
const instances = new Map<Language, I18n>();

export function isLanguageLoaded(lang: Language): boolean {
  return loaded.has(lang);
}

/** Loads a language's strings (and hands them to the instances that use them, the English fallback included). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return;
  const messages = (await loaders[lang]()).default;
  loaded.set(lang, messages);
  for (const [instanceLang, instance] of instances) {
    if (instanceLang === lang || lang === FALLBACK) instance.addResourceBundle(lang, 'translation', messages, true, true);
  }
}

// The server renders every language: it holds them all from the start.
if (import.meta.env.SSR) await Promise.all(LANGUAGES.map(loadLanguage));

/**
 * One immutable i18next instance per language, shared by server renders and the browser:
 * switching language swaps instances instead of mutating a global one mid-render. The browser
 * loads the page's language before hydrating (entry.client.tsx) and before a language switch
 * renders (routes/layout.tsx); English, the fallback for a missing key, follows when idle.
 */
export function getI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    const resources = Object.fromEntries(
      [lang, FALLBACK].filter((l) => loaded.has(l)).map((l) => [l, { translation: loaded.get(l)! }]),
    );
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: lang === FALLBACK ? false : FALLBACK,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

export function translate(lang: Language | undefined, key: string, values?: Record<string, unknown>): string {
  return getI18n(lang ?? DEFAULT_LANGUAGE).t(key, values ?? {});
}
