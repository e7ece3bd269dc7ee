import type { ApiClient, Query } from '../../api/types';
import type { Language } from '../../i18n/languages';

/** The collections the global search covers, with their page paths (spells: current class spells, the ones with levels). */
export const SEARCH_KINDS = [
  { kind: 'breeds', collection: 'breeds', path: (id: number) => `/database/breeds/${id}` },
  { kind: 'items', collection: 'items', path: (id: number) => `/database/object/${id}` },
  { kind: 'sets', collection: 'item-sets', path: (id: number) => `/database/item-sets/${id}` },
  { kind: 'monsters', collection: 'monsters', path: (id: number) => `/database/monster/${id}` },
  { kind: 'quests', collection: 'quests', path: (id: number) => `/database/quest/${id}` },
  { kind: 'achievements', collection: 'achievements', path: (id: number) => `/database/achievements/${id}` },
  { kind: 'dungeons', collection: 'dungeons', path: (id: number) => `/database/dungeon/${id}` },
  { kind: 'spells', collection: 'spells', path: (id: number) => `/database/spells/${id}`, filter: { breedId: { $exists: true }, spellLevels: { $gt: 0 } } },
  { kind: 'havenbags', collection: 'havenbag-themes', path: (id: number) => `/database/havenbag/${id}` },
] as const satisfies readonly { kind: string; collection: string; path: (id: number) => string; filter?: Query }[];
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

/** The other language, searched when the page language finds too few (a French name typed on an English page). */
const OTHER: Record<Language, Language> = { fr: 'en', en: 'fr' };

/**
 * A few hits per kind (`name[$search]`: accent- and case-insensitive), names in the page language
 * first, then names in the other language to fill the kind's few places. A kind whose query fails is
 * left out rather than failing the whole search.
 */
export async function searchEverything(api: ApiClient, text: string, lang: Language = 'fr'): Promise<SearchGroup[]> {
  const query = text.trim();
  if (query.length < MIN_QUERY_LENGTH) return [];
  const groups = await Promise.all(
    SEARCH_KINDS.map(async (entry): Promise<SearchGroup> => {
      const { kind, collection, path } = entry;
      const filter: Query = 'filter' in entry ? entry.filter : {};
      const find = (language: Language) =>
        api.find<SearchHit>(collection, {
          ...filter,
          name: { $search: query },
          lang: language,
          $select: ['id', 'name', 'level', 'img', 'missingTranslations'],
          $limit: HITS_PER_KIND,
        });
      try {
        const hits = (await find(lang)).data;
        if (hits.length < HITS_PER_KIND) {
          const seen = new Set(hits.map((hit) => hit.id));
          for (const hit of (await find(OTHER[lang])).data) {
            if (hits.length >= HITS_PER_KIND) break;
            if (!seen.has(hit.id)) hits.push(hit);
          }
        }
        return { kind, hits: hits.map((hit) => ({ ...hit, path: path(hit.id) })) };
      } catch {
        return { kind, hits: [] };
      }
    }),
  );
  return groups.filter((group) => group.hits.length > 0);
}
