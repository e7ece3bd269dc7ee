import type { Item } from '@grimoire/gamedata/types';
import { describeCriterion, parseCriterion } from '@grimoire/rules';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404 } from '../../lib/route-helpers';
import { loadCriterionNames } from '../criteria';
import { rewardItemIds } from './step-rewards';

export type RewardItem = Pick<Item, 'id' | 'name' | 'img' | 'level' | 'missingTranslations'>;

/** The quest page: the quest with its steps, its category and the rewarded items' names. */
export async function loadQuestDetail(api: ApiClient, lang: Language, id: number) {
  const quest = await getOr404(() => api.get('quests', id), 'errors.questMissing');
  const itemIds = rewardItemIds(quest.steps);
  const startCriterion = describeCriterion(parseCriterion(quest.startCriterion));
  const [category, items, criterionNames] = await Promise.all([
    api
      .get('quest-categories', quest.categoryId, {
        $select: ['id', 'name', 'missingTranslations'],
      })
      .catch(() => undefined),
    itemIds.length
      ? api.findAll('items', {
          id: { $in: itemIds },
          $select: ['id', 'name', 'img', 'level', 'missingTranslations'],
        })
      : Promise.resolve([]),
    loadCriterionNames(api, lang, [startCriterion]),
  ]);
  return {
    lang,
    quest,
    startCriterion,
    criterionNames,
    category: category && {
      id: category.id,
      name: category.name,
      missingTranslations: category.missingTranslations,
    },
    items,
  };
}
export type QuestDetailData = Awaited<ReturnType<typeof loadQuestDetail>>;
