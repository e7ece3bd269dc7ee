/**
 * The public pages search engines are told about, by kind: each game-data kind with its collection
 * and page path (the web's route table, apps/web/app/route-tables/, names the same paths; the browser
 * test of the sitemap opens one page of each kind), and the fixed pages of the site. Every path
 * exists in each language under `/{lang}`.
 */
import type { GameStore } from '../game/store';

export const SITE_LANGUAGES = ['fr', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'fr';

type Rec = Readonly<Record<string, unknown>>;

export interface EntityKind {
  /** The sitemap's name (`/sitemaps/{kind}-{lang}.xml`). */
  kind: string;
  collection: string;
  path: (id: number) => string;
  /** Records with a page worth listing (all by default). */
  keep?: (doc: Rec) => boolean;
}

export const ENTITY_KINDS: readonly EntityKind[] = [
  { kind: 'items', collection: 'items', path: (id) => `/database/object/${id}` },
  { kind: 'item-types', collection: 'item-types', path: (id) => `/database/objects/type/${id}` },
  { kind: 'item-super-types', collection: 'item-super-types', path: (id) => `/database/objects/supertype/${id}` },
  { kind: 'item-sets', collection: 'item-sets', path: (id) => `/database/item-sets/${id}` },
  { kind: 'monsters', collection: 'monsters', path: (id) => `/database/monster/${id}` },
  { kind: 'monster-races', collection: 'monster-races', path: (id) => `/database/monsters/race/${id}` },
  { kind: 'breeds', collection: 'breeds', path: (id) => `/database/breeds/${id}` },
  // The classes' spells; monsters' own spells are reached from their monster's page.
  { kind: 'spells', collection: 'spells', path: (id) => `/database/spells/${id}`, keep: (s) => typeof s.breedId === 'number' && s.breedId > 0 },
  { kind: 'dungeons', collection: 'dungeons', path: (id) => `/database/dungeon/${id}` },
  { kind: 'havenbags', collection: 'havenbag-themes', path: (id) => `/database/havenbag/${id}` },
  { kind: 'quests', collection: 'quests', path: (id) => `/database/quest/${id}` },
  { kind: 'quest-categories', collection: 'quest-categories', path: (id) => `/database/quests/category/${id}` },
  { kind: 'achievements', collection: 'achievements', path: (id) => `/database/achievements/${id}` },
  { kind: 'achievement-categories', collection: 'achievement-categories', path: (id) => `/database/achievements/category/${id}` },
];

/** The site's fixed pages: home, the encyclopedia's lists, the tools, the privacy policy. */
export const FIXED_PAGES: readonly string[] = [
  '/',
  '/database/objects',
  '/database/item-sets',
  '/database/monsters',
  '/database/breeds',
  '/database/dungeons',
  '/database/challenges',
  '/database/havenbags',
  '/database/quests',
  '/database/achievements',
  '/almanax',
  '/temporis',
  '/tools/treasure-hunt',
  '/tools/stuff/creator',
  '/tools/stuffs',
  '/tools/jobs-xp',
  '/tools/breeding/crossing/dragodinde',
  '/tools/breeding/crossing/muldo',
  '/tools/breeding/crossing/volk',
  '/tools/portals',
  '/tools/group-finder',
  '/tools/map',
  '/privacy-policy',
];

/** Paths (without language) of one kind, in id order; `pages` for the fixed pages. */
export function pathsOfKind(store: GameStore, kind: string): string[] | undefined {
  if (kind === 'pages') return [...FIXED_PAGES];
  const entity = ENTITY_KINDS.find((k) => k.kind === kind);
  if (!entity) return undefined;
  const ids: number[] = [];
  for (const doc of store.collections.get(entity.collection) ?? [])
    // Pages exist for ids ≥ 0 only (the web's `numericId`): the "unclassified" race -1 has none.
    if (typeof doc.id === 'number' && Number.isInteger(doc.id) && doc.id >= 0 && (entity.keep?.(doc) ?? true)) ids.push(doc.id);
  return ids.sort((a, b) => a - b).map(entity.path);
}

/** Every kind's name: `pages` then the game-data kinds. */
export const SITEMAP_KINDS: readonly string[] = ['pages', ...ENTITY_KINDS.map((k) => k.kind)];

/**
 * Where crawlers are not wanted: the API, the back office, account and personal pages (sign-in,
 * characters, a build's editor, one's workbenches), search results and the treasure hunt's compact
 * duplicate (`/pip`). Each with and without a language prefix.
 */
export const DISALLOWED: readonly string[] = ['/back', '/signin', '/signup', '/my-characters', '/bug-report', '/search', '/tools/stuff/editor/', '/tools/stuff/copy/', '/tools/workbenchs'];
