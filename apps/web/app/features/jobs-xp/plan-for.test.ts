import { describe, expect, it } from 'vitest';
import { planFor, planKey } from './plan-for';
import { DEFAULT_STATE } from './plan-state';

const known = { ratioSource: 'equipment' as const, needsBossDrops: false };
const recipes = [
  { id: 1, level: 1, ingredientCount: 2, ...known },
  { id: 2, level: 20, ingredientCount: 4, ...known },
  { id: 3, level: 60, ingredientCount: 6, ...known },
];
/** Better than every recipe above on paper, if its ratio (unknown) were 100 %, or its boss drops easy. */
const unknownRatio = { id: 4, level: 55, ingredientCount: 1, ratioSource: 'unknown' as const, needsBossDrops: false };
const bossDrops = { id: 5, level: 58, ingredientCount: 1, ratio: 100, ratioSource: 'equipment' as const, needsBossDrops: true };

describe('the plan the server computes for the address, reused by the page', () => {
  const state = { ...DEFAULT_STATE, job: 27, toLevel: 80 };

  it('keys the plan by every setting it reads, so a changed setting never reuses the server plan', () => {
    const changes = [
      { job: 28 }, { startXp: 10 }, { toLevel: 81 }, { coef: 150 }, { boosted: true }, { multiplier: 3 }, { strategy: 'resources' as const },
      { withUnknownRatios: true }, { withBossDrops: true }, { swaps: [{ fromLevel: 20, toLevel: 40, recipeId: 1 }] },
    ];
    for (const change of changes) expect(planKey({ ...state, ...change })).not.toBe(planKey(state));
    // Crafts added by hand do not change the suggested plan.
    expect(planKey({ ...state, crafts: [{ itemId: 1, quantity: 2 }] })).toBe(planKey(state));
  });

  it('plans the same on the server and in the browser, and nothing without recipes', () => {
    const plan = planFor(state, recipes);
    expect(plan?.reachedLevel).toBe(80);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(planFor(state, recipes));
    expect(planFor(state, [])).toBeNull();
  });

  it('never picks a recipe of unknown XP ratio or needing boss drops unless the player asks for it', () => {
    const book = [...recipes, unknownRatio, bossDrops];
    const picked = (s: typeof state) => new Set(planFor(s, book)!.steps.map((step) => step.recipeId));
    expect(picked(state).has(4)).toBe(false);
    expect(picked(state).has(5)).toBe(false);
    expect(picked({ ...state, withUnknownRatios: true }).has(4)).toBe(true);
    expect(picked({ ...state, withBossDrops: true }).has(5)).toBe(true);
  });
});
