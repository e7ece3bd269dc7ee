import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import type { MetaSource } from './structured-data';

const LOCALES: Record<Language, string> = { fr: 'fr_FR', en: 'en_GB' };

export interface SharePicture {
  /** Absolute, or a path on the site (`/img/…`, `/cards/…`). */
  url: string;
  /** A 1200 × 630 card (Twitter's large card), else a small square picture (an item's icon). */
  large: boolean;
  alt: string;
}

const contentOf = (descriptors: MetaDescriptor[], key: 'title' | 'description'): string | undefined => {
  for (const d of descriptors) {
    if (key === 'title' && 'title' in d && typeof d.title === 'string') return d.title;
    if (key === 'description' && 'name' in d && d.name === 'description' && typeof d.content === 'string') return d.content;
  }
  return undefined;
};

/**
 * The tags chat apps and social sites read when a page's link is shared (Open Graph and Twitter
 * cards): the page's address, site, language, title, description and picture. Added to the page's
 * own title and description descriptors; nothing for a page without data.
 */
export function withShareTags(args: MetaSource, descriptors: MetaDescriptor[], picture: SharePicture | undefined): MetaDescriptor[] {
  const lang: Language = isLanguage(args.params.lang) ? args.params.lang : DEFAULT_LANGUAGE;
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? '';
  const absolute = (url: string) => (/^https?:/.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const title = contentOf(descriptors, 'title');
  const description = contentOf(descriptors, 'description');
  const tags: MetaDescriptor[] = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Grimoire' },
    { property: 'og:url', content: `${origin}${args.location.pathname}` },
    { property: 'og:locale', content: LOCALES[lang] },
    ...Object.entries(LOCALES)
      .filter(([other]) => other !== lang)
      .map(([, locale]) => ({ property: 'og:locale:alternate', content: locale })),
    { name: 'twitter:card', content: picture?.large ? 'summary_large_image' : 'summary' },
    ...(title ? [{ name: 'twitter:title', content: title }] : []),
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
  ];
  if (picture) {
    const url = absolute(picture.url);
    tags.push(
      { property: 'og:image', content: url },
      { property: 'og:image:alt', content: picture.alt },
      ...(picture.large
        ? [
            { property: 'og:image:type', content: 'image/png' },
            { property: 'og:image:width', content: '1200' },
            { property: 'og:image:height', content: '630' },
          ]
        : []),
      { name: 'twitter:image', content: url },
      { name: 'twitter:image:alt', content: picture.alt },
    );
  }
  return [...descriptors, ...tags];
}
