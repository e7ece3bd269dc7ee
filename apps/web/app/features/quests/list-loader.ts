import type { Quest, QuestCategory } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { listQuery, readListState } from '../../lib/list-state';
import { getOr404 } from '../../lib/route-helpers';
import { entityFilterQuery, readEntitySearch } from './list-search';

export type QuestRow = Pick<Quest, 'id' | 'name' | 'levelMin' | 'levelMax' | 'categoryId' | 'missingTranslations'> & { stepCount: number };
export type CategoryRow = Pick<QuestCategory, 'id' | 'name' | 'order' | 'missingTranslations'>;

/** Quest "level" is the level it starts at. */
export const QUEST_SORT_FIELDS = { level: 'levelMin' } as const;

async function loadCategories(api: ApiClient): Promise<CategoryRow[]> {
  return api.findAll('quest-categories', {
    $select: ['id', 'name', 'order', 'missingTranslations'],
    $sort: { order: 1, id: 1 },
  });
}

/** The quests list, or one category's quests when `categoryId` is given (404 when it does not exist). */
export async function loadQuestList(api: ApiClient, lang: Language, request: Request, categoryId?: number) {
  const search = new URL(request.url).searchParams;
  const state = readEntitySearch(search);
  const [categories, category] = await Promise.all([
    loadCategories(api),
    categoryId === undefined ? undefined : getOr404(() => api.get('quest-categories', categoryId)),
  ]);
  const categoryFilter = categoryId ?? (state.categoryId || undefined);
  const page = await api.find('quests', {
    ...entityFilterQuery(state, 'levelMin', categoryFilter === undefined ? undefined : [categoryFilter]),
    ...listQuery(readListState(search), lang, QUEST_SORT_FIELDS),
    $select: ['id', 'name', 'levelMin', 'levelMax', 'categoryId', 'missingTranslations', 'steps.id'],
  });
  return {
    lang,
    total: page.total,
    quests: page.data.map(({ steps, ...quest }): QuestRow => ({ ...quest, stepCount: steps?.length ?? 0 })),
    categories,
    category: category && { id: category.id, name: category.name, missingTranslations: category.missingTranslations },
  };
}
export type QuestListData = Awaited<ReturnType<typeof loadQuestList>>;
