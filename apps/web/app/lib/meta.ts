import type { MetaDescriptor } from 'react-router';
import { translate } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages';

export interface PageMetaInput {
  title: string;
  description: string;
}

/**
 * Title and description of a page. Its canonical link and hreflang alternates are not meta: the
 * root layout writes them (`alternateLinks`) as absolute URLs, which need the site's origin.
 */
export function pageMeta({ title, description }: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}

export interface AlternateLink {
  rel: 'canonical' | 'alternate';
  hrefLang?: string;
  href: string;
}

/** Canonical link and hreflang alternates (fr, en, x-default) of a page, absolute on `origin`. */
export function alternateLinks(origin: string, lang: Language, path: string): AlternateLink[] {
  const suffix = path === '/' ? '' : path;
  return [
    { rel: 'canonical', href: `${origin}/${lang}${suffix}` },
    ...LANGUAGES.map((l) => ({ rel: 'alternate' as const, hrefLang: l, href: `${origin}/${l}${suffix}` })),
    { rel: 'alternate', hrefLang: 'x-default', href: `${origin}/${DEFAULT_LANGUAGE}${suffix}` },
  ];
}

/** Meta for a page whose title and description are translation keys (`meta.<key>.title`). */
export function translatedMeta(lang: string | undefined, key: string, values?: Record<string, unknown>) {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return pageMeta({
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
