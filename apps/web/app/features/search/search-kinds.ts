import type { ApiClient } from '../../api/types';

/** The collections the global search covers, with their page paths. */
export const SEARCH_KINDS = [
  { kind: 'items', collection: 'items', path: (id: number) => `/database/object/${id}` },
  { kind: 'sets', collection: 'item-sets', path: (id: number) => `/database/item-sets/${id}` },
  { kind: 'monsters', collection: 'monsters', path: (id: number) => `/database/monster/${id}` },
  { kind: 'quests', collection: 'quests', path: (id: number) => `/database/quest/${id}` },
  { kind: 'achievements', collection: 'achievements', path: (id: number) => `/database/achievements/${id}` },
  { kind: 'dungeons', collection: 'dungeons', path: (id: number) => `/database/dungeon/${id}` },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]['kind'];

export interface SearchHit {
  id: number;
  name: Partial<Record<string, string>>;
  level?: number;
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
 * A few hits per kind (`name[$search]`: accent- and case-insensitive, page language). A kind whose
 * query fails is left out rather than failing the whole search.
 */
export async function searchEverything(api: ApiClient, text: string): Promise<SearchGroup[]> {
  const query = text.trim();
  if (query.length < MIN_QUERY_LENGTH) return [];
  const groups = await Promise.all(
    SEARCH_KINDS.map(async ({ kind, collection, path }): Promise<SearchGroup> => {
      try {
        const page = await api.find<SearchHit>(collection, {
          name: { $search: query },
          $select: ['id', 'name', 'level', 'img', 'missingTranslations'],
          $limit: HITS_PER_KIND,
        });
        return { kind, hits: page.data.map((hit) => ({ ...hit, path: path(hit.id) })) };
      } catch {
        return { kind, hits: [] };
      }
    }),
  );
  return groups.filter((group) => group.hits.length > 0);
}
