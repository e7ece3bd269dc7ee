import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from './en.json';
import commonFr from './fr.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';

type Messages = Record<string, unknown>;

/** Feature strings live next to their feature (`features/<name>/i18n/{fr,en}.json`) under the feature's name. */
const featureFiles = import.meta.glob<Messages>('../features/*/i18n/*.json', { eager: true, import: 'default' });

function buildResources(): Resource {
  const resources: Record<Language, Messages> = { fr: { ...commonFr }, en: { ...commonEn } };
  for (const [path, messages] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/i18n\/(fr|en)\.json$/.exec(path);
    if (!match) continue;
    const [, feature, lang] = match as unknown as [string, string, Language];
    resources[lang][feature] = messages;
  }
  return { fr: { translation: resources.fr }, en: { translation: resources.en } };
}

const resources = buildResources();
const instances = new Map<Language, I18n>();

/**
 * One immutable i18next instance per language, shared by server renders and the browser:
 * switching language swaps instances instead of mutating a global one mid-render.
 */
export function getI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: lang === 'en' ? false : 'en',
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
