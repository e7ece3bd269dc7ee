import { describe, expect, it } from 'vitest';
import { formatDropRate, levelRange } from './monster-numbers';

describe('monster numbers', () => {
  it('gives the level range over all grades', () => {
    expect(levelRange([{ level: 6 }, { level: 8 }, { level: 14 }])).toEqual({ min: 6, max: 14 });
    expect(levelRange([])).toBeNull();
  });

  it('shows drop rates with few decimals', () => {
    expect(formatDropRate(0.88, 'en')).toBe('0.88 %');
    expect(formatDropRate(40, 'fr')).toBe('40 %');
    expect(formatDropRate(undefined, 'fr')).toBe('—');
  });
});
