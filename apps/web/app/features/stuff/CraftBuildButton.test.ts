import { describe, expect, it } from 'vitest';
import { buildCrafts } from './CraftBuildButton';

describe('craft this build', () => {
  it('adds every craftable worn item once, twice for the same ring worn twice, skipping the rest', () => {
    expect(buildCrafts([10, 20, 20, 30], new Set([10, 20]))).toEqual([
      { itemId: 10, quantity: 1 },
      { itemId: 20, quantity: 2 },
    ]);
    expect(buildCrafts([30], new Set([10]))).toEqual([]);
  });
});
