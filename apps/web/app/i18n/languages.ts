export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** Cookie holding the reader's last chosen language (read by the server for redirects). */
export const LANG_COOKIE = 'grimoire_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** First-level path segments of the app's routes: a path starting with one of them lacks its language. */
export const ROUTE_ROOTS = new Set([
  'privacy-policy',
  'almanax',
  'database',
  'tools',
  'signin',
  'signup',
  'my-characters',
  'temporis',
  'back',
  'bug-report',
]);

/** `/fr/database/objects?x=1` → `/en/database/objects?x=1`; a path without a language gets one. */
export function switchLanguagePath(pathname: string, search: string, lang: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return `/${[lang, ...segments].join('/')}${search}`;
}

/** Prefix a site path with the language: localePath('en', '/database/objects') → '/en/database/objects'. */
export function localePath(lang: Language, path: string): string {
  return `/${lang}${path === '/' ? '' : path}`;
}
