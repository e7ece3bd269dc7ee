import type { Achievement, AchievementCategory } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { listQuery, readListState } from '../../lib/list-state';
import { getOr404 } from '../../lib/route-helpers';
import { entityFilterQuery, readEntitySearch } from '../quests';
import { categoryWithChildren } from './category-tree';

export type AchievementRow = Pick<Achievement, 'id' | 'name' | 'level' | 'points' | 'categoryId' | 'missingTranslations'>;
export type AchievementCategoryRow = Pick<AchievementCategory, 'id' | 'name' | 'parentId' | 'order' | 'missingTranslations'>;

export function loadAchievementCategories(api: ApiClient): Promise<AchievementCategoryRow[]> {
  return api.findAll('achievement-categories', {
    $select: ['id', 'name', 'parentId', 'order', 'missingTranslations'],
    $sort: { order: 1, id: 1 },
  });
}

/** The achievements list, or a category's (and its sub-categories') achievements when `categoryId` is given. */
export async function loadAchievementList(api: ApiClient, lang: Language, request: Request, categoryId?: number) {
  const search = new URL(request.url).searchParams;
  const state = readEntitySearch(search);
  const [categories, category] = await Promise.all([
    loadAchievementCategories(api),
    categoryId === undefined ? undefined : getOr404(() => api.get('achievement-categories', categoryId)),
  ]);
  const filterId = categoryId ?? (state.categoryId || undefined);
  const page = await api.find('achievements', {
    ...entityFilterQuery(state, 'level', filterId === undefined ? undefined : categoryWithChildren(categories, filterId)),
    ...listQuery(readListState(search), lang),
    $select: ['id', 'name', 'level', 'points', 'categoryId', 'missingTranslations'],
  });
  return {
    lang,
    total: page.total,
    achievements: page.data,
    categories,
    category: category && { id: category.id, name: category.name, parentId: category.parentId, missingTranslations: category.missingTranslations },
  };
}
export type AchievementListData = Awaited<ReturnType<typeof loadAchievementList>>;
