import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import type { Messages } from './messages';

type Loader = () => Promise<{ default: Messages }>;

/**
 * The browser loads strings by the piece: each language's shared strings (`i18n/<lang>.json`, one
 * chunk the page preloads) and, per feature, `features/<name>/i18n/<lang>.json` once a module that
 * uses that feature's keys is imported: the build adds `import "virtual:grimoire-messages/<name>"`
 * to such modules (vite/feature-messages.ts), which registers the feature here and waits (top-level
 * await) until its strings are in, so a route module never renders before its strings. The server
 * and the component tests hold every string from the start (`loadAllMessages`).
 */
const commonLoaders: Record<Language, Loader> = {
  fr: () => import('./messages.fr'),
  en: () => import('./messages.en'),
};
const featureLoaders = new Map<string, Record<Language, Loader>>();
const FALLBACK: Language = 'en';
/** Each language's strings loaded so far (the shared ones first, then the features' under their name). */
const loaded = new Map<Language, Messages>();
const parts = new Map<string, Promise<void>>();
const instances = new Map<Language, I18n>();

export function isLanguageLoaded(lang: Language): boolean {
  return loaded.has(lang);
}

/** Hands strings to the language's tree and to the instances that use them (the English fallback included). */
function add(lang: Language, messages: Messages): void {
  loaded.set(lang, { ...loaded.get(lang), ...messages });
  for (const [instanceLang, instance] of instances) {
    if (instanceLang === lang || lang === FALLBACK) instance.addResourceBundle(lang, 'translation', messages, true, true);
  }
}

function loadPart(lang: Language, feature: string | null): Promise<void> {
  const key = `${lang}:${feature ?? ''}`;
  let part = parts.get(key);
  if (!part) {
    const loader = feature === null ? commonLoaders[lang] : featureLoaders.get(feature)![lang];
    part = loader().then(({ default: messages }) => add(lang, feature === null ? messages : { [feature]: messages }));
    parts.set(key, part);
  }
  return part;
}

/** Loads a language: its shared strings and those of every feature the page has imported so far. */
export async function loadLanguage(lang: Language): Promise<void> {
  await loadPart(lang, null);
  await Promise.all([...featureLoaders.keys()].map((feature) => loadPart(lang, feature)));
}

/** Called by the build's per-feature module: the feature's strings in every language in use (the page's at first). */
export async function registerFeatureMessages(feature: string, loaders: Record<Language, Loader>): Promise<void> {
  if (featureLoaders.has(feature)) return;
  featureLoaders.set(feature, loaders);
  const pageLang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const inUse = new Set<Language>([...loaded.keys(), ...(isLanguage(pageLang) ? [pageLang] : [])]);
  await Promise.all([...inUse].map((lang) => loadPart(lang, feature)));
}

/** Every string of every language at once (server rendering, component tests). */
export async function loadAllMessages(): Promise<void> {
  const { ALL_MESSAGES } = await import('./messages.all');
  for (const lang of LANGUAGES) {
    if (!parts.has(`${lang}:`)) add(lang, ALL_MESSAGES[lang]);
    parts.set(`${lang}:`, Promise.resolve());
  }
}

if (import.meta.env.SSR) await loadAllMessages();

/**
 * One immutable i18next instance per language, shared by server renders and the browser:
 * switching language swaps instances instead of mutating a global one mid-render. The browser
 * loads the page's language before hydrating (entry.client.tsx) and before a language switch
 * renders (routes/layout.tsx); English, the fallback for a missing key, follows when idle.
 * In the browser a key found in no loaded language is reported on the console (the e2e tests
 * fail on it): a page showing `items.filters.level` instead of words is a bug.
 */
export function getI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    const resources = Object.fromEntries(
      [lang, FALLBACK].filter((l) => loaded.has(l)).map((l) => [l, { translation: loaded.get(l)! }]),
    );
    instance = i18next.createInstance();
    const browser = typeof document !== 'undefined' && !import.meta.env.SSR;
    void instance.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: lang === FALLBACK ? false : FALLBACK,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: browser,
      missingKeyHandler: browser ? (_langs, _ns, key) => console.error(`[i18n] missing key: ${key}`) : undefined,
    });
    instances.set(lang, instance);
  }
  return instance;
}

export function translate(lang: Language | undefined, key: string, values?: Record<string, unknown>): string {
  return getI18n(lang ?? DEFAULT_LANGUAGE).t(key, values ?? {});
}
