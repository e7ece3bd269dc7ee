import { describe, expect, it } from 'vitest';
import { craftRatioOf } from './craft-xp-ratio';
import { craftXp } from './job-plan';

describe('craftRatioOf', () => {
  it("takes the item type's ratio when the game data gives one, 0 included", () => {
    expect(craftRatioOf(5, false)).toEqual({ ratio: 5, source: 'type' });
    expect(craftRatioOf(0, false)).toEqual({ ratio: 0, source: 'type' });
    expect(craftRatioOf(300, true)).toEqual({ ratio: 300, source: 'type' });
  });

  it('crafts equipment without a type ratio at 100 %: 20 × the recipe level', () => {
    const { ratio } = craftRatioOf(-1, true);
    expect(ratio).toBe(100);
    expect(craftXp({ recipeLevel: 60, jobLevel: 60, ratio })).toBe(1200);
  });

  it('leaves the ratio of another type without one unknown instead of guessing 100', () => {
    expect(craftRatioOf(-1, false)).toEqual({ source: 'unknown' });
    expect(craftRatioOf(undefined, false)).toEqual({ source: 'unknown' });
  });

  it('makes a bread of a gathering job earn about 1 × its level, a twentieth of an equipment craft', () => {
    const bread = craftXp({ recipeLevel: 60, jobLevel: 60, ratio: craftRatioOf(5, false).ratio });
    const hat = craftXp({ recipeLevel: 60, jobLevel: 60, ratio: craftRatioOf(-1, true).ratio });
    expect(bread).toBe(60);
    expect(hat / bread).toBe(20);
  });
});
