import { describe, expect, it } from 'vitest';
import { planFor, planKey } from './plan-for';
import { DEFAULT_STATE } from './plan-state';

const recipes = [
  { id: 1, level: 1, ingredientCount: 2 },
  { id: 2, level: 20, ingredientCount: 4 },
  { id: 3, level: 60, ingredientCount: 6 },
];

describe('the plan the server computes for the address, reused by the page', () => {
  const state = { ...DEFAULT_STATE, job: 27, toLevel: 80 };

  it('keys the plan by every setting it reads, so a changed setting never reuses the server plan', () => {
    const changes = [{ job: 28 }, { startXp: 10 }, { toLevel: 81 }, { coef: 150 }, { boosted: true }, { multiplier: 3 }, { strategy: 'resources' as const }];
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
});
