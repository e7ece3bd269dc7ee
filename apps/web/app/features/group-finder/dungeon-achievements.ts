import { useQuery } from '../../api/queries/queries';
import { dungeonAchievementIds, dungeonCategoryIds } from '@grimoire/rules';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { DungeonOption } from './loader';


/** The dungeon achievements (loaded once, when a form asks), then the ones of `dungeon`. */
export function useDungeonAchievements(dungeon: DungeonOption | undefined, lang: Language) {
  const api = useApi();
  const all = useQuery({
    queryKey: ['boards', 'dungeon-achievements'],
    queryFn: async () => {
      const categories = await api.findAll('achievement-categories', { $select: ['id', 'parentId'] });
      const ids = dungeonCategoryIds(categories.map((c) => ({ id: c.id, parentId: c.parentId })));
      const achievements = await api.findAll('achievements', { categoryId: { $in: [...ids] }, $select: ['id', 'name', 'categoryId', 'objectives'] });
      return { ids, achievements };
    },
    enabled: typeof window !== 'undefined',
    staleTime: Infinity,
  });
  if (!dungeon || !all.data) return { options: [], isLoading: all.isLoading };
  const { ids, achievements } = all.data;
  const chosen = new Set(dungeonAchievementIds({ monsterIds: dungeon.monsterIds, bossId: dungeon.bossId }, dungeon.bossFr, achievements as never, ids));
  return {
    options: achievements.filter((a) => chosen.has(a.id)).map((a) => ({ value: String(a.id), label: localized(a.name, lang) })),
    isLoading: false,
  };
}
