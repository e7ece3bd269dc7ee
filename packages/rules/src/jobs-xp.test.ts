import { describe, expect, it } from 'vitest';
import { craftsNeeded, jobXpForLevel } from './jobs-xp';

describe('job experience', () => {
  it('needs 10 × L × (L − 1) XP in total to reach level L', () => {
    expect(jobXpForLevel(1)).toBe(0);
    expect(jobXpForLevel(2)).toBe(20);
    expect(jobXpForLevel(100)).toBe(99000);
    expect(jobXpForLevel(200)).toBe(398000);
  });

  it('keeps levels within 1-200', () => {
    expect(jobXpForLevel(0)).toBe(0);
    expect(jobXpForLevel(250)).toBe(jobXpForLevel(200));
  });

  it('counts the crafts between two levels, rounding up, scaled by the XP coefficient', () => {
    expect(craftsNeeded(1, 10, 100)).toBe(9);
    expect(craftsNeeded(1, 10, 100, 200)).toBe(5);
    expect(craftsNeeded(1, 10, 7)).toBe(129);
  });

  it('needs no craft when already there, and cannot get there with no XP per craft', () => {
    expect(craftsNeeded(50, 40, 10)).toBe(0);
    expect(craftsNeeded(1, 10, 0)).toBeNull();
    expect(craftsNeeded(1, 10, 10, 0)).toBeNull();
  });
});
