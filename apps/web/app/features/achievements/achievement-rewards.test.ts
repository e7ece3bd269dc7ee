import { describe, expect, it } from 'vitest';
import { achievementRewardsAt } from './achievement-rewards';

const row = (id: number, kamasRatio: number, experienceRatio: number, scale = false) => ({
  id,
  kamasRatio,
  experienceRatio,
  kamasScaleWithPlayerLevel: scale,
  itemsReward: [] as [number, number][],
  emotesReward: [],
  spellsReward: [],
  titlesReward: [],
  ornamentsReward: [],
});

describe('achievement rewards at a character level', () => {
  it('computes kamas with the spec formula at the achievement level and drops empty rows', () => {
    // Achievement 3 of the game ("Beginner", level 10): an empty row and a 0.2 kamas ratio.
    const out = achievementRewardsAt(10, [row(4004, 0, 0), row(5611, 0.2, 0)], 50);
    expect(out).toHaveLength(1);
    expect(out[0].kamas).toBe(Math.floor((10 * 10 + 20 * 10 - 20) * 0.2));
    expect(out[0].xp).toBe(0);
  });

  it('follows the character level for kamas when the row scales, and weights XP above the level', () => {
    const [scaled] = achievementRewardsAt(10, [row(1, 1, 1, true)], 20);
    expect(scaled.kamas).toBe(20 * 20 + 20 * 20 - 20);
    const fixed = (l: number) => Math.floor(((l * (100 + 2 * l) ** 2) / 20) * 1 * 1);
    expect(scaled.xp).toBe(Math.floor(0.3 * fixed(10) + 0.7 * fixed(15)));
  });
});
