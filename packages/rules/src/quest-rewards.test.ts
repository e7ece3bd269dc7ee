import { describe, expect, it } from 'vitest';
import { fixedExperience, questKamasReward, questXpReward, rewardForLevel } from './quest-rewards';
import type { QuestStepRewardInput } from './quest-rewards';

function makeStep(overrides: Partial<QuestStepRewardInput> = {}): QuestStepRewardInput {
  return {
    optimalLevel: 50,
    duration: 1,
    kamasRatio: 1,
    experienceRatio: 1,
    kamasScaleWithPlayerLevel: false,
    ...overrides,
  };
}

describe('kamas reward', () => {
  it('is floor((L² + 20L − 20) × kamas ratio × duration) at the optimal level', () => {
    expect(questKamasReward(makeStep(), 200)).toBe(3480);
    expect(questKamasReward(makeStep({ kamasRatio: 0.4, duration: 1.5 }), 200)).toBe(2088);
    expect(questKamasReward(makeStep({ kamasRatio: 0.33 }), 1)).toBe(1148); // 1148.4
  });

  it('uses the player level when the reward scales with it', () => {
    expect(questKamasReward(makeStep({ kamasScaleWithPlayerLevel: true }), 100)).toBe(11980);
  });
});

describe('experience reward', () => {
  it('is floor(L × (100 + 2L)² / 20 × duration × xp ratio)', () => {
    expect(fixedExperience(50, 1, 1)).toBe(100000);
    expect(fixedExperience(40, 0.5, 2)).toBe(64800);
    expect(fixedExperience(1, 1, 1)).toBe(520); // 1 × 102² / 20 = 520.2
  });

  it('uses the player level at or below the optimal level', () => {
    expect(questXpReward(makeStep(), 40)).toBe(64800);
    expect(questXpReward(makeStep(), 50)).toBe(100000);
  });

  it('weights 30% optimal-level XP and 70% player-level XP above the optimal level', () => {
    // 0.3 × 100000 + 0.7 × fixedExperience(60) = 30000 + 0.7 × 145200
    expect(questXpReward(makeStep(), 60)).toBe(131640);
  });

  it('caps the player level at 1.5 times the optimal level', () => {
    // Level 200 counts as 75: 0.3 × 100000 + 0.7 × 234375
    expect(questXpReward(makeStep(), 200)).toBe(194062);
    expect(questXpReward(makeStep(), 75)).toBe(questXpReward(makeStep(), 120));
  });

  it('applies the player XP bonus in percent', () => {
    expect(questXpReward(makeStep(), 40, 50)).toBe(97200);
  });
});

describe('reward rows', () => {
  it('picks the first row whose level range holds the player level', () => {
    const rows = [
      { id: 1, levelMin: 1, levelMax: 49 },
      { id: 2, levelMin: 50, levelMax: -1 },
    ];
    expect(rewardForLevel(rows, 10)?.id).toBe(1);
    expect(rewardForLevel(rows, 50)?.id).toBe(2);
    expect(rewardForLevel([{ id: 3, levelMin: 100, levelMax: 120 }], 10)).toBeUndefined();
  });
});
