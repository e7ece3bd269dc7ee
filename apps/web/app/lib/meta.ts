import type { MetaDescriptor } from 'react-router';
import { translate } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages';

export interface PageMetaInput {
  lang: string | undefined;
  /** Page path without the language, e.g. `/database/objects`. */
  path: string;
  title: string;
  description: string;
}

/** Title, description, canonical link and hreflang alternates (fr, en, x-default) of a page. */
export function pageMeta({ lang, path, title, description }: PageMetaInput): MetaDescriptor[] {
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const suffix = path === '/' ? '' : path;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { tagName: 'link', rel: 'canonical', href: `/${language}${suffix}` },
    ...LANGUAGES.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: `/${l}${suffix}` })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `/${DEFAULT_LANGUAGE}${suffix}` },
  ];
}

/** Meta for a page whose title and description are translation keys (`meta.<key>.title`). */
export function translatedMeta(lang: string | undefined, key: string, path: string, values?: Record<string, unknown>) {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return pageMeta({
    lang: language,
    path,
    title: translate(language, `${key}.title`, values),
    description: translate(language, `${key}.description`, values),
  });
}

/** The page path without its language prefix: `/en/database/objects` → `/database/objects`. */
export function pathWithoutLang(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return `/${segments.join('/')}`;
}
