import type { AchievementCategory } from '@grimoire/gamedata/types';
import { describeCriterion, parseCriterion } from '@grimoire/rules';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404 } from '../../lib/route-helpers';
import { loadCriterionNames } from '../criteria';
import { loadAchievementCategories } from './list-loader';

/** The achievement page: the achievement, its category path (root → category) and rewarded items. */
export async function loadAchievementDetail(api: ApiClient, lang: Language, id: number) {
  const achievement = await getOr404(() => api.get('achievements', id));
  const itemIds = [
    ...new Set(achievement.rewards.flatMap((reward) => reward.itemsReward.map(([itemId]) => itemId))),
  ];
  const objectiveCriteria = Object.fromEntries(
    achievement.objectives.map((objective) => [
      objective.id,
      describeCriterion(parseCriterion(objective.criterion)),
    ]),
  );
  const [categories, items, criterionNames] = await Promise.all([
    loadAchievementCategories(api),
    itemIds.length
      ? api.findAll('items', {
          id: { $in: itemIds },
          $select: ['id', 'name', 'img', 'level', 'missingTranslations'],
        })
      : Promise.resolve([]),
    loadCriterionNames(api, lang, Object.values(objectiveCriteria)),
  ]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: Pick<AchievementCategory, 'id' | 'name' | 'missingTranslations'>[] = [];
  for (
    let current = byId.get(achievement.categoryId);
    current && path.length < 10;
    current = byId.get(current.parentId)
  ) {
    path.unshift({ id: current.id, name: current.name, missingTranslations: current.missingTranslations });
  }
  return { lang, achievement, categoryPath: path, items, objectiveCriteria, criterionNames };
}
export type AchievementDetailData = Awaited<ReturnType<typeof loadAchievementDetail>>;
