import { describe, expect, it } from 'vitest';
import { RANDOM_BREED_IDS, randomBreedId } from './random-breed';

describe('random breed', () => {
  it('draws among classes 1 to 18 and 20, never 19', () => {
    expect(RANDOM_BREED_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20]);
    expect(RANDOM_BREED_IDS).not.toContain(19);
  });

  it('maps the whole [0, 1) range onto the allowed ids', () => {
    expect(randomBreedId(() => 0)).toBe(1);
    expect(randomBreedId(() => 0.999999)).toBe(20);
    expect(randomBreedId(() => 17.5 / 19)).toBe(18);
  });

  it('stays in the list when the source misbehaves', () => {
    expect(randomBreedId(() => 1)).toBe(20);
    expect(randomBreedId(() => -0.5)).toBe(1);
  });

  it('reaches every allowed id', () => {
    const seen = new Set(RANDOM_BREED_IDS.map((_, i) => randomBreedId(() => (i + 0.5) / RANDOM_BREED_IDS.length)));
    expect([...seen].sort((a, b) => a - b)).toEqual(RANDOM_BREED_IDS);
  });
});
