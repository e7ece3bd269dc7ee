import { describe, expect, it } from 'vitest';
import { craftXp, planJob, recipesGivingXpAt, simulateCrafts } from './job-plan';
import type { PlanRecipe } from './job-plan';
import { jobLevelForXp, jobXpForLevel } from './jobs-xp';

describe('jobLevelForXp', () => {
  it('is the inverse of the XP table at and between levels', () => {
    for (const level of [1, 2, 3, 50, 100, 199, 200]) {
      expect(jobLevelForXp(jobXpForLevel(level))).toBe(level);
      if (level > 1) expect(jobLevelForXp(jobXpForLevel(level) - 1)).toBe(level - 1);
    }
    expect(jobLevelForXp(0)).toBe(1);
    expect(jobLevelForXp(-5)).toBe(1);
    expect(jobLevelForXp(10_000_000)).toBe(200);
  });
});

describe('craftXp', () => {
  it('gives 20 × recipe level at gap 0 with ratio 100', () => {
    expect(craftXp({ recipeLevel: 50, jobLevel: 50 })).toBe(1000);
  });

  it('falls with the gap: ÷ (1 + 0.1 × gap^1.1)', () => {
    // 10^1.1 = 12.589 → 1000 / 2.2589 = 442.7
    expect(craftXp({ recipeLevel: 50, jobLevel: 60 })).toBe(442);
    expect(craftXp({ recipeLevel: 10, jobLevel: 150 })).toBe(Math.floor(200 / (1 + 0.1 * 140 ** 1.1)));
    expect(craftXp({ recipeLevel: 1, jobLevel: 200 })).toBe(0);
  });

  it('gives nothing when the job is below the recipe level', () => {
    expect(craftXp({ recipeLevel: 60, jobLevel: 59 })).toBe(0);
  });

  it('reads a ratio of −1 or none as 100, and applies the ratio otherwise', () => {
    expect(craftXp({ recipeLevel: 50, jobLevel: 50, ratio: -1 })).toBe(1000);
    expect(craftXp({ recipeLevel: 50, jobLevel: 50, ratio: 5 })).toBe(50);
  });

  it('applies the server coefficient and the boosted multiplier', () => {
    expect(craftXp({ recipeLevel: 50, jobLevel: 50, coef: 150 })).toBe(1500);
    expect(craftXp({ recipeLevel: 50, jobLevel: 50, boosted: true })).toBe(2000);
    expect(craftXp({ recipeLevel: 50, jobLevel: 50, boosted: true, boostedMultiplier: 3 })).toBe(3000);
  });
});

/** A recipe every 10 levels from 1 to 200, as a job's book roughly is. */
const BOOK: PlanRecipe[] = [1, ...Array.from({ length: 20 }, (_, i) => (i + 1) * 10)].map((level) => ({
  id: 1000 + level,
  level,
  ingredientCount: 1 + (level % 7),
}));

/** A recipe at every level, as the biggest jobs have. */
const DENSE: PlanRecipe[] = Array.from({ length: 200 }, (_, i) => ({ id: 5000 + i, level: i + 1 }));

describe('planJob', () => {
  it('plans 1 → 200 with XP adding up to at least the level-200 threshold', () => {
    const plan = planJob({ fromXp: 0, toLevel: 200, recipes: BOOK });
    expect(plan.reachedLevel).toBe(200);
    expect(plan.isBlocked).toBe(false);
    expect(plan.finalXp).toBeGreaterThanOrEqual(jobXpForLevel(200));
    expect(plan.steps.reduce((sum, step) => sum + step.crafts, 0)).toBe(plan.totalCrafts);
    // Replaying the plan craft by craft lands on the same XP.
    const replay = simulateCrafts(
      0,
      plan.steps.map((step) => ({
        recipe: BOOK.find((r) => r.id === step.recipeId)!,
        quantity: step.crafts,
      })),
    );
    expect(replay.finalXp).toBe(plan.finalXp);
    // One chart point per level, crafts never going back.
    expect(plan.progress[0]).toEqual({ crafts: 0, level: 1 });
    expect(plan.progress.at(-1)).toEqual({ crafts: plan.totalCrafts, level: 200 });
    expect(plan.progress.every((p, i) => i === 0 || (p.crafts > plan.progress[i - 1].crafts && p.level >= plan.progress[i - 1].level))).toBe(true);
  });

  it('plans 1 → 200 whose crafts sum to the level-200 XP, overshooting by less than one craft', () => {
    for (const recipes of [BOOK, DENSE]) {
      const plan = planJob({ fromXp: 0, toLevel: 200, recipes });
      const replay = simulateCrafts(
        0,
        plan.steps.map((step) => ({ recipe: recipes.find((r) => r.id === step.recipeId)!, quantity: step.crafts })),
      );
      const sum = replay.xpPerLine.reduce((total, xp) => total + xp, 0);
      expect(sum).toBe(plan.finalXp);
      expect(sum - jobXpForLevel(200)).toBeGreaterThanOrEqual(0);
      expect(sum - jobXpForLevel(200)).toBeLessThan(plan.steps.at(-1)!.xpPerCraft);
      expect(jobXpForLevel(200)).toBe(398_000);
    }
  });

  it('always crafts the highest recipe the level allows when aiming for XP', () => {
    const plan = planJob({ fromXp: jobXpForLevel(45), toLevel: 60, recipes: BOOK });
    expect(plan.steps[0]).toMatchObject({ recipeId: 1040, fromLevel: 45 });
    expect(plan.steps.at(-1)?.toLevel).toBe(60);
  });

  it('keeps crafting the same item while it is worth 70 % of the best, switching less often', () => {
    const everyLevel = planJob({ fromXp: 0, toLevel: 200, recipes: DENSE, keepRatio: 1 });
    const sticky = planJob({ fromXp: 0, toLevel: 200, recipes: DENSE });
    expect(sticky.steps.length).toBeLessThan(everyLevel.steps.length / 2);
    // The price: a few more crafts, never twice as many.
    expect(sticky.totalCrafts).toBeGreaterThanOrEqual(everyLevel.totalCrafts);
    expect(sticky.totalCrafts).toBeLessThan(everyLevel.totalCrafts * 1.5);
    for (const step of sticky.steps) {
      const recipe = DENSE.find((r) => r.id === step.recipeId)!;
      const best = craftXp({ recipeLevel: step.fromLevel, jobLevel: step.fromLevel });
      expect(craftXp({ recipeLevel: recipe.level, jobLevel: step.fromLevel }) / best).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('can prefer the fewest raw resources per XP instead', () => {
    const byXp = planJob({ fromXp: 0, toLevel: 100, recipes: BOOK });
    const byResources = planJob({ fromXp: 0, toLevel: 100, recipes: BOOK, strategy: 'resources' });
    const resources = (plan: typeof byXp) =>
      plan.steps.reduce(
        (sum, s) => sum + s.crafts * BOOK.find((r) => r.id === s.recipeId)!.ingredientCount!,
        0,
      );
    expect(resources(byResources)).toBeLessThanOrEqual(resources(byXp));
  });

  it('skips, saying so, the levels no recipe gives XP for, and crafts again from the first that does', () => {
    const plan = planJob({ fromXp: 0, toLevel: 50, recipes: [{ id: 1, level: 20 }] });
    expect(plan.gaps).toEqual([{ fromLevel: 1, toLevel: 20 }]);
    expect(plan.isBlocked).toBe(false);
    expect(plan.steps[0]).toMatchObject({ recipeId: 1, fromLevel: 20 });
    expect(plan.reachedLevel).toBe(50);
    // The chart shows the jump without crafts.
    expect(plan.progress.slice(0, 2)).toEqual([{ crafts: 0, level: 1 }, { crafts: 0, level: 20 }]);
  });

  it('a farmer whose level-1 bread (5 %) gives nothing at level 2 resumes at the next bread', () => {
    const breads = [{ id: 1, level: 1, ratio: 5 }, { id: 2, level: 10, ratio: 5 }];
    const plan = planJob({ fromXp: 0, toLevel: 12, recipes: breads });
    expect(plan.steps[0]).toMatchObject({ recipeId: 1, fromLevel: 1, toLevel: 2, crafts: 20 });
    expect(plan.gaps).toEqual([{ fromLevel: 2, toLevel: 10 }]);
    expect(plan.steps[1]).toMatchObject({ recipeId: 2, fromLevel: 10 });
  });

  it('stops, saying so, when no recipe gives XP at this level nor at any above it', () => {
    const plan = planJob({ fromXp: 0, toLevel: 50, recipes: [{ id: 1, level: 1, ratio: 5 }] });
    expect(plan.isBlocked).toBe(true);
    expect(plan.reachedLevel).toBe(2);
    expect(plan.gaps).toEqual([]);
  });

  it('needs fewer crafts on a boosted server or a higher coefficient', () => {
    const normal = planJob({ fromXp: 0, toLevel: 100, recipes: BOOK }).totalCrafts;
    expect(planJob({ fromXp: 0, toLevel: 100, recipes: BOOK, boosted: true }).totalCrafts).toBeLessThan(
      normal,
    );
    expect(planJob({ fromXp: 0, toLevel: 100, recipes: BOOK, coef: 200 }).totalCrafts).toBeLessThan(normal);
  });
});

describe('simulateCrafts', () => {
  it('recomputes XP after each craft as the level rises', () => {
    const recipe = { id: 1, level: 1 };
    const outcome = simulateCrafts(0, [{ recipe, quantity: 3 }]);
    // Level 1: 20 XP → level 2 (20 XP); at level 2 the gap of 1 gives ⌊20 / 1.1⌋ = 18.
    expect(outcome.xpPerLine).toEqual([20 + 18 + 18]);
    expect(outcome.reachedLevel).toBe(jobLevelForXp(56));
  });
});

describe('swapping a step of the plan', () => {
  it('crafts the chosen recipe over the chosen levels and the best one again after them', () => {
    const plan = planJob({ fromXp: 0, toLevel: 60, recipes: BOOK });
    const step = plan.steps.find((s) => s.fromLevel >= 20)!;
    const other = BOOK.find((r) => r.level <= step.fromLevel && r.id !== step.recipeId)!;
    const swapped = planJob({ fromXp: 0, toLevel: 60, recipes: BOOK, swaps: [{ fromLevel: step.fromLevel, toLevel: step.toLevel, recipeId: other.id }] });
    const mine = swapped.steps.find((s) => s.isSwapped)!;
    expect(mine).toMatchObject({ recipeId: other.id, fromLevel: step.fromLevel });
    expect(mine.toLevel).toBeGreaterThanOrEqual(step.toLevel);
    // A weaker recipe needs more crafts; the plan still reaches the target.
    expect(swapped.totalCrafts).toBeGreaterThan(plan.totalCrafts);
    expect(swapped.reachedLevel).toBe(60);
    expect(swapped.steps.at(-1)!.isSwapped).toBeUndefined();
  });

  it('ignores a swap to a recipe that gives no XP at those levels', () => {
    const plan = planJob({ fromXp: 0, toLevel: 30, recipes: BOOK });
    const swapped = planJob({ fromXp: 0, toLevel: 30, recipes: BOOK, swaps: [{ fromLevel: 1, toLevel: 30, recipeId: 1000 + 150 }] });
    expect(swapped).toEqual(plan);
  });

  it('offers the recipes giving XP at a level, most XP per craft first', () => {
    const choices = recipesGivingXpAt(BOOK, 35);
    expect(choices.map((c) => c.recipe.level)).toEqual([30, 20, 10, 1]);
    expect(choices[0].xp).toBe(craftXp({ recipeLevel: 30, jobLevel: 35 }));
    expect(recipesGivingXpAt(BOOK, 35, { strategy: 'resources' })[0].recipe.level).not.toBeUndefined();
  });
});

describe('simulateCrafts', () => {
  it('says at which job level each line starts, so a recipe above it can say why it gives 0 XP', () => {
    const outcome = simulateCrafts(jobXpForLevel(50), [
      { recipe: { id: 1, level: 60 }, quantity: 3 },
      { recipe: { id: 2, level: 50 }, quantity: 10 },
    ]);
    expect(outcome.xpPerLine[0]).toBe(0);
    expect(outcome.levelPerLine).toEqual([50, 50]);
    expect(outcome.xpPerLine[1]).toBeGreaterThan(0);
  });
});
