import type { QuestStep } from '@grimoire/gamedata/types';
import { questKamasReward, questXpReward, rewardForLevel } from '@grimoire/rules';

/** Player level bounds (spec §5: integer clamped to 1-200). */
export const PLAYER_LEVEL_RANGE: [number, number] = [1, 200];

/** `?level=` as a player level, or undefined when absent or not a number (each step then uses its own level). */
export function readPlayerLevel(search: URLSearchParams): number | undefined {
  const text = search.get('level');
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(PLAYER_LEVEL_RANGE[1], Math.max(PLAYER_LEVEL_RANGE[0], Math.round(value)));
}

export interface StepRewardSummary {
  /** The level the numbers are computed for. */
  playerLevel: number;
  kamas: number;
  xp: number;
  /** [itemId, quantity] of the reward row matching the player level. */
  items: [number, number][];
  /** Reward items of that row the data does not hold (left out, counted). */
  omittedItems: number;
  /** False when the data gives this step no kamas or experience ratio (the 0s are then not computed). */
  hasRatios: boolean;
}

type StepInput = Pick<QuestStep, 'optimalLevel' | 'duration' | 'rewards'>;

/** Kamas, XP and items of a step for a player level (default: the step's own level). */
export function stepRewards(step: StepInput, playerLevel?: number): StepRewardSummary {
  const level = playerLevel ?? Math.max(PLAYER_LEVEL_RANGE[0], step.optimalLevel);
  const reward = rewardForLevel(step.rewards, level);
  if (!reward) return { playerLevel: level, kamas: 0, xp: 0, items: [], omittedItems: 0, hasRatios: false };
  const input = {
    optimalLevel: step.optimalLevel,
    duration: step.duration,
    kamasRatio: reward.kamasRatio,
    experienceRatio: reward.experienceRatio,
    kamasScaleWithPlayerLevel: reward.kamasScaleWithPlayerLevel,
  };
  return {
    playerLevel: level,
    kamas: questKamasReward(input, level),
    xp: questXpReward(input, level),
    items: reward.itemsReward,
    omittedItems: reward.omitted?.itemsReward ?? 0,
    hasRatios: reward.kamasRatio > 0 || reward.experienceRatio > 0,
  };
}

/** Item ids rewarded by any step (for loading their names). */
export function rewardItemIds(steps: readonly Pick<QuestStep, 'rewards'>[]): number[] {
  const ids = new Set<number>();
  for (const step of steps) for (const reward of step.rewards) for (const [itemId] of reward.itemsReward) ids.add(itemId);
  return [...ids].sort((a, b) => a - b);
}
