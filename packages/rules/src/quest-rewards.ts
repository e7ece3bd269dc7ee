/**
 * Quest step rewards. Formulas from the game client (Dofus Touch `questStepHelper`, which ports
 * the client's QuestStep reward getters; float → uint casts are floors):
 *   kamas   = floor((L² + 20L − 20) × kamasRatio × duration), L = optimal level, or the player
 *             level when the reward scales with it;
 *   fixedXp = floor(L × (100 + 2L)² / 20 × duration × xpRatio);
 *   above the optimal level: floor((0.3 × fixedXp(optimal) + 0.7 × fixedXp(min(player, 1.5 × optimal)))
 *             × (1 + experienceFactor / 100)), else floor(fixedXp(player) × factor).
 */

export interface QuestStepRewardInput {
  optimalLevel: number;
  duration: number;
  kamasRatio: number;
  experienceRatio: number;
  kamasScaleWithPlayerLevel: boolean;
}

/** Player level is capped at 1.5 × the optimal level for the XP reward. */
export const REWARD_SCALE_CAP = 1.5;
/** Share of the (capped) player-level XP when the player is above the optimal level. */
export const REWARD_REDUCED_SCALE = 0.7;

export function questKamasReward(step: QuestStepRewardInput, playerLevel: number): number {
  const level = step.kamasScaleWithPlayerLevel ? playerLevel : step.optimalLevel;
  return Math.floor((level ** 2 + 20 * level - 20) * step.kamasRatio * step.duration);
}

/** XP of a step done at `level`, before the over-level weighting and the bonus factor. */
export function fixedExperience(level: number, duration: number, experienceRatio: number): number {
  return Math.floor(((level * (100 + 2 * level) ** 2) / 20) * duration * experienceRatio);
}

/** `experienceFactor` is the player's XP bonus in percent (0 for none). */
export function questXpReward(step: QuestStepRewardInput, playerLevel: number, experienceFactor = 0): number {
  const factor = 1 + experienceFactor / 100;
  const fixed = (level: number) => fixedExperience(level, step.duration, step.experienceRatio);
  if (playerLevel > step.optimalLevel) {
    const rewardLevel = Math.floor(Math.min(playerLevel, step.optimalLevel * REWARD_SCALE_CAP));
    const weighted =
      (1 - REWARD_REDUCED_SCALE) * fixed(step.optimalLevel) + REWARD_REDUCED_SCALE * fixed(rewardLevel);
    return Math.floor(weighted * factor);
  }
  return Math.floor(fixed(playerLevel) * factor);
}

export interface LeveledReward {
  /** -1 or 0 when the reward has no lower bound. */
  levelMin: number;
  /** -1 or 0 when the reward has no upper bound. */
  levelMax: number;
}

/** The first reward row whose level range holds the player level. */
export function rewardForLevel<T extends LeveledReward>(
  rewards: readonly T[],
  playerLevel: number,
): T | undefined {
  return rewards.find(
    (reward) =>
      (reward.levelMin <= 0 || playerLevel >= reward.levelMin) &&
      (reward.levelMax <= 0 || playerLevel <= reward.levelMax),
  );
}
