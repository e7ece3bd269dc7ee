/**
 * The builds sitemaps (`builds-fr`, `builds-en`): every public build no moderator hid, newest change
 * first, and the profile page of each member who has one, each with its own `lastmod`. Players'
 * content changes every minute (the game data's sitemaps only with a restart): these are read from
 * the database when asked and kept an hour. Hidden and private builds are never listed.
 */
import type { Knex } from 'knex';
import type { SitemapItemLoose } from 'sitemap';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from './site-pages';

export const BUILDS_KIND = 'builds';
/** Room left in one sitemap (50,000 addresses) for the profiles. */
const MAX_BUILDS = 45_000;
const MAX_PROFILES = 5_000;

const urlOf = (origin: string, lang: SiteLanguage, path: string) => `${origin}/${lang}${path}`;

function entry(origin: string, lang: SiteLanguage, path: string, lastmod: string): SitemapItemLoose {
  return {
    url: urlOf(origin, lang, path),
    lastmod,
    links: [
      ...SITE_LANGUAGES.map((l) => ({ lang: l, hreflang: l, url: urlOf(origin, l, path) })),
      { lang: 'x-default', hreflang: 'x-default', url: urlOf(origin, DEFAULT_SITE_LANGUAGE, path) },
    ],
  };
}

/** One language's entries: the public builds, then their authors' profiles (last change of their newest build). */
export async function buildsSitemapEntries(db: Knex, origin: string, lang: SiteLanguage): Promise<SitemapItemLoose[]> {
  const builds = (await db('stuffs')
    .where({ sharing: 'public', moderationHidden: false })
    .orderBy([{ column: 'updatedAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(MAX_BUILDS)
    .select('shareId', 'updatedAt')) as { shareId: string; updatedAt: string }[];
  const authors = (await db('stuffs')
    .join('users', db.raw('?? = cast(?? as varchar(64))', ['stuffs.author', 'users._id']))
    .where({ 'stuffs.sharing': 'public', 'stuffs.moderationHidden': false })
    .groupBy('users.username')
    .orderBy('users.username')
    .limit(MAX_PROFILES)
    .select('users.username', db.raw('max(??) as ??', ['stuffs.updatedAt', 'updatedAt']))) as { username: string; updatedAt: string }[];
  return [
    ...builds.map((build) => entry(origin, lang, `/tools/stuff/${build.shareId}`, build.updatedAt)),
    ...authors.map((author) => entry(origin, lang, `/profile/${encodeURIComponent(author.username)}`, author.updatedAt)),
  ];
}
