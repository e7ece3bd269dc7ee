import { describe, expect, it } from 'vitest';
import { createStuff } from '@grimoire/rules';
import type { RecipeLike } from '@grimoire/rules';
import { craftCost } from './craft-cost';

const recipe = (resultId: number, jobId: number, resultLevel: number, ingredients: [number, number][]): RecipeLike => ({
  resultId,
  jobId,
  resultLevel,
  ingredientIds: ingredients.map(([id]) => id),
  quantities: ingredients.map(([, quantity]) => quantity),
});

describe('craft cost of a build', () => {
  it('counts crafts down the recipe tree, raw resources and the jobs at their highest level', () => {
    // The helmet: 2 × plank (itself 3 × wood) and 5 × wool; each ring: 4 × wool; the Dofus: no recipe.
    const stuff = { items: { ...createStuff().items, helmet: 10, ring1: 20, ring2: 20, dofus1: 99 } };
    const book = new Map([
      [10, recipe(10, 1, 60, [[11, 2], [12, 5]])],
      [11, recipe(11, 2, 20, [[13, 3]])],
      [20, recipe(20, 3, 100, [[12, 4]])],
    ]);
    expect(craftCost(stuff, book)).toEqual({
      craftedItems: 3,
      uncraftable: 1,
      crafts: 1 + 2 + 2, // the helmet, its 2 planks, the 2 rings
      resources: 6 + 5 + 8, // 2 planks × 3 wood, 5 wool, 2 rings × 4 wool
      resourceKinds: 2,
      jobs: [
        { jobId: 3, level: 100 },
        { jobId: 1, level: 60 },
        { jobId: 2, level: 20 },
      ],
    });
  });
});
