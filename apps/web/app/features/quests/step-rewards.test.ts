import { questKamasReward, questXpReward } from '@grimoire/rules';
import { describe, expect, it } from 'vitest';
import { readPlayerLevel, rewardItemIds, stepRewards } from './step-rewards';

function makeStep(optimalLevel: number, scale = false) {
  return {
    optimalLevel,
    duration: 2,
    rewards: [
      { id: 1, levelMin: 1, levelMax: 100, kamasRatio: 1.5, experienceRatio: 2, kamasScaleWithPlayerLevel: scale, itemsReward: [[304, 5]] as [number, number][] },
      { id: 2, levelMin: 101, levelMax: 200, kamasRatio: 3, experienceRatio: 4, kamasScaleWithPlayerLevel: scale, itemsReward: [] },
    ],
  };
}

describe('quest step rewards for a player level', () => {
  it('uses the step level when the reader gave no level', () => {
    const summary = stepRewards(makeStep(40));
    expect(summary.playerLevel).toBe(40);
    const input = { optimalLevel: 40, duration: 2, kamasRatio: 1.5, experienceRatio: 2, kamasScaleWithPlayerLevel: false };
    expect(summary.kamas).toBe(questKamasReward(input, 40));
    expect(summary.xp).toBe(questXpReward(input, 40));
    expect(summary.items).toEqual([[304, 5]]);
    expect(summary.hasRatios).toBe(true);
  });

  it('says a step without kamas or experience ratios has none, instead of computing zeros', () => {
    const step = { optimalLevel: 130, duration: 1, rewards: [{ id: 1, levelMin: -1, levelMax: -1, kamasRatio: 0, experienceRatio: 0, kamasScaleWithPlayerLevel: false, itemsReward: [[13052, 1080]] as [number, number][] }] };
    expect(stepRewards(step, 150)).toMatchObject({ hasRatios: false, items: [[13052, 1080]] });
  });

  it('counts the reward items the data lacks (left out of the list), so the page can say so', () => {
    const row = { id: 1, levelMin: -1, levelMax: -1, kamasRatio: 0, experienceRatio: 0, kamasScaleWithPlayerLevel: false, itemsReward: [] as [number, number][], omitted: { itemsReward: 1 } };
    expect(stepRewards({ optimalLevel: 130, duration: 1, rewards: [row] })).toMatchObject({ items: [], omittedItems: 1 });
  });

  it('takes the reward row whose level range holds the player level', () => {
    const summary = stepRewards(makeStep(40, true), 150);
    const input = { optimalLevel: 40, duration: 2, kamasRatio: 3, experienceRatio: 4, kamasScaleWithPlayerLevel: true };
    expect(summary.kamas).toBe(questKamasReward(input, 150));
    expect(summary.xp).toBe(questXpReward(input, 150));
    expect(summary.items).toEqual([]);
  });

  it('gives nothing when no reward row matches', () => {
    expect(stepRewards({ optimalLevel: 10, duration: 1, rewards: [] }, 10)).toEqual({ playerLevel: 10, kamas: 0, xp: 0, items: [], omittedItems: 0, hasRatios: false });
  });

  it('reads ?level= clamped to 1-200, ignoring blanks and text', () => {
    expect(readPlayerLevel(new URLSearchParams('level=250'))).toBe(200);
    expect(readPlayerLevel(new URLSearchParams('level=0'))).toBe(1);
    expect(readPlayerLevel(new URLSearchParams('level=abc'))).toBeUndefined();
    expect(readPlayerLevel(new URLSearchParams(''))).toBeUndefined();
  });

  it('lists every rewarded item once', () => {
    expect(rewardItemIds([makeStep(1), { rewards: [{ ...makeStep(1).rewards[0], itemsReward: [[12, 1], [304, 2]] }] }])).toEqual([12, 304]);
  });
});
