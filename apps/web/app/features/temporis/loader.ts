import type { Modster } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { filterModsters, readModsterSearch } from './modster-search';

export type ModsterCard = Pick<Modster, 'id' | 'name' | 'rarity' | 'order' | 'img' | 'missingTranslations' | 'parentsModsterId'>;

/** Every modster (the dex is small: a few hundred), then the filtered, sorted view of the URL. */
export async function loadTemporis(api: ApiClient, lang: Language, request: Request) {
  const state = readModsterSearch(new URL(request.url).searchParams);
  const [all, matches] = await Promise.all([
    api.findAll<ModsterCard>('modsters', {
      $select: ['id', 'name', 'rarity', 'order', 'img', 'missingTranslations', 'parentsModsterId'],
      $sort: { id: 1 },
    }),
    state.name ? api.findAll<Pick<Modster, 'id'>>('modsters', { name: { $search: state.name }, $select: ['id'] }) : undefined,
  ]);
  const names = new Map(all.map((modster) => [modster.id, modster.name]));
  const shown = filterModsters(all, state, lang, matches && new Set(matches.map((match) => match.id)));
  return {
    lang,
    allIds: all.map((modster) => modster.id),
    modsters: shown.map((modster) => ({
      ...modster,
      parents: (modster.parentsModsterId ?? []).flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
    })),
  };
}
export type TemporisData = Awaited<ReturnType<typeof loadTemporis>>;
