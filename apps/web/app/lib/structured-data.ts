import type { Location, MetaDescriptor, Params } from 'react-router';
import { translate } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { localized } from '../ui/LocalizedName';
import { withShareTags } from './share-meta';

/** The encyclopedia section an entity page belongs to: its list page and that list's menu name. */
const SECTIONS = {
  objects: { path: '/database/objects', menu: 'menu.objects' },
  sets: { path: '/database/item-sets', menu: 'menu.sets' },
  monsters: { path: '/database/monsters', menu: 'menu.monsters' },
  classes: { path: '/database/breeds', menu: 'menu.classes' },
  dungeons: { path: '/database/dungeons', menu: 'menu.dungeons' },
  havenbags: { path: '/database/havenbags', menu: 'menu.havenbags' },
  quests: { path: '/database/quests', menu: 'menu.quests' },
  achievements: { path: '/database/achievements', menu: 'menu.achievements' },
} as const;

export type EntitySection = keyof typeof SECTIONS;

export interface EntityFacts {
  section: EntitySection;
  /** The entity's names (the page's language is used, as in its title). */
  name: Partial<Record<string, string>>;
  /** Its picture (`/img/…` or absolute). */
  image?: string;
}

const contentOf = (descriptors: MetaDescriptor[], key: 'title' | 'description'): string | undefined => {
  for (const d of descriptors) {
    if (key === 'title' && 'title' in d && typeof d.title === 'string') return d.title;
    if (key === 'description' && 'name' in d && d.name === 'description' && typeof d.content === 'string') return d.content;
  }
  return undefined;
};

/**
 * A game-data page's JSON-LD (schema.org): the `WebPage` with its title, description, language and
 * picture, what it is about, and its breadcrumb (home › section › entity, which search results show),
 * with the Open Graph and Twitter tags of a shared link (share-meta.ts). Nothing is added without the
 * page's data (a not-found page says nothing).
 */
/** What the helper reads of a route's meta arguments (any route's: their match tuples differ in type). */
export interface MetaSource {
  params: Params;
  location: Location;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

export function withStructuredData(args: MetaSource, descriptors: MetaDescriptor[], facts: EntityFacts | undefined): MetaDescriptor[] {
  if (!facts) return descriptors;
  const lang = isLanguage(args.params.lang) ? args.params.lang : DEFAULT_LANGUAGE;
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? '';
  const home = `${origin}/${lang}`;
  const url = `${origin}${args.location.pathname}`;
  const section = SECTIONS[facts.section];
  const name = localized(facts.name, lang);
  const image = facts.image && (/^https?:/.test(facts.image) ? facts.image : `${origin}${facts.image.startsWith('/') ? '' : '/'}${facts.image}`);
  const page = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: contentOf(descriptors, 'title'),
    description: contentOf(descriptors, 'description'),
    inLanguage: lang,
    isPartOf: { '@type': 'WebSite', name: 'Grimoire', url: home },
    about: { '@type': 'Thing', name, ...(image ? { image } : {}) },
    ...(image ? { primaryImageOfPage: { '@type': 'ImageObject', url: image } } : {}),
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Grimoire', item: home },
        { '@type': 'ListItem', position: 2, name: translate(lang, section.menu), item: `${home}${section.path}` },
        { '@type': 'ListItem', position: 3, name, item: url },
      ],
    },
  };
  const shared = withShareTags(args, descriptors, image ? { url: image, large: false, alt: name } : undefined);
  return [...shared, { 'script:ld+json': page }];
}
