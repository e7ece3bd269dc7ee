import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';

/** The kinds the site search covers (`GET /api/search`), with their page paths. */
export const SEARCH_KINDS = [
  { kind: 'breeds', path: (id: number) => `/database/breeds/${id}` },
  { kind: 'items', path: (id: number) => `/database/object/${id}` },
  { kind: 'sets', path: (id: number) => `/database/item-sets/${id}` },
  { kind: 'monsters', path: (id: number) => `/database/monster/${id}` },
  { kind: 'quests', path: (id: number) => `/database/quest/${id}` },
  { kind: 'achievements', path: (id: number) => `/database/achievements/${id}` },
  { kind: 'dungeons', path: (id: number) => `/database/dungeon/${id}` },
  { kind: 'spells', path: (id: number) => `/database/spells/${id}` },
  { kind: 'havenbags', path: (id: number) => `/database/havenbag/${id}` },
] as const satisfies readonly { kind: string; path: (id: number) => string }[];
export type SearchKind = (typeof SEARCH_KINDS)[number]['kind'];
const PATHS = new Map<string, (id: number) => string>(SEARCH_KINDS.map((entry) => [entry.kind, entry.path]));

/** One hit as the server's search answers it: a level or range and a context tell look-alikes apart. */
export interface SearchHit {
  id: number;
  name: Partial<Record<string, string>>;
  level?: number;
  levelMax?: number;
  /** Item type, monster race, quest or achievement category, spell class. */
  context?: Partial<Record<string, string>>;
  img?: string;
  missingTranslations?: string[];
}
export interface SearchGroup {
  kind: SearchKind;
  hits: (SearchHit & { path: string })[];
}

export const HITS_PER_KIND = 5;
export const MIN_QUERY_LENGTH = 2;

/**
 * The site search (one engine on the server: every kind, accents and typos tolerated, names of the
 * other language found too), a few hits per kind, groups in the order of their best hit.
 */
export async function searchEverything(api: ApiClient, text: string, lang: Language = 'fr', perKind = HITS_PER_KIND): Promise<SearchGroup[]> {
  const query = text.trim();
  if (query.length < MIN_QUERY_LENGTH) return [];
  const answer = await api.find('search', { q: query.slice(0, 100), lang, limit: perKind });
  return answer.data.flatMap((group) => {
    const path = PATHS.get(group.kind);
    return path ? [{ kind: group.kind as SearchKind, hits: group.hits.map((hit) => ({ ...hit, path: path(hit.id) })) }] : [];
  });
}
