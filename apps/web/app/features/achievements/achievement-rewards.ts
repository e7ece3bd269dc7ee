import type { AchievementReward } from '@grimoire/gamedata/types';
import { questKamasReward, questXpReward } from '@grimoire/rules';

export interface AchievementRewardAtLevel {
  reward: AchievementReward;
  kamas: number;
  xp: number;
}

/**
 * Kamas and XP of an achievement's reward rows for a character level. The game words achievement
 * rewards like a one-step quest at the achievement's level (duration 1): the same kamas formula
 * (at the character level when the row scales with it) and the same XP weighting above that level.
 * Rows that give nothing at all (no ratio, no item, no title…) are left out.
 */
export function achievementRewardsAt(
  achievementLevel: number,
  rewards: readonly AchievementReward[],
  playerLevel: number,
): AchievementRewardAtLevel[] {
  const optimalLevel = Math.max(1, achievementLevel);
  return rewards
    .filter(
      (reward) =>
        reward.kamasRatio > 0 ||
        reward.experienceRatio > 0 ||
        reward.itemsReward.length > 0 ||
        [reward.titlesReward, reward.emotesReward, reward.ornamentsReward, reward.spellsReward].some((ids) => (ids?.length ?? 0) > 0),
    )
    .map((reward) => {
      const input = {
        optimalLevel,
        duration: 1,
        kamasRatio: reward.kamasRatio,
        experienceRatio: reward.experienceRatio,
        kamasScaleWithPlayerLevel: reward.kamasScaleWithPlayerLevel,
      };
      return { reward, kamas: questKamasReward(input, playerLevel), xp: questXpReward(input, playerLevel) };
    });
}
