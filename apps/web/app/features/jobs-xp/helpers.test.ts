import { describe, expect, it } from 'vitest';
import { nextDate } from './AlmanaxDays';
import { mentions } from './loader';
import { planResources } from './PlanResults';

describe('job XP planner helpers', () => {
  it('finds the job named in an almanax bonus, plural included, not inside another word', () => {
    expect(mentions('Métier : Ecocraft 15% pour les Paysans', ['Paysan'])).toBe(true);
    expect(mentions('Récolte : +200% Frostiz (Paysan 200)', ['Paysan'])).toBe(true);
    expect(mentions('Les forgemages gagnent plus', ['Forgemage'])).toBe(true);
    expect(mentions('Bonus de Bûcheronnage', ['Bûcheron'])).toBe(false);
    expect(mentions(undefined, ['Paysan'])).toBe(false);
  });

  it('dates an almanax day on its next occurrence', () => {
    expect(nextDate('12-25', '2026-11-24')).toBe('2026-12-25');
    expect(nextDate('01-05', '2026-11-24')).toBe('2027-01-05');
    expect(nextDate('11-24', '2026-11-24')).toBe('2026-11-24');
  });

  it('totals the raw resources of every step of a plan', () => {
    const recipes = new Map([
      [1, { id: 1, level: 1, item: { id: 1, name: {}, level: 1 }, ingredients: [{ itemId: 10, quantity: 2 }] }],
      [2, { id: 2, level: 10, item: { id: 2, name: {}, level: 10 }, ingredients: [{ itemId: 10, quantity: 1 }, { itemId: 11, quantity: 3 }] }],
    ]);
    const plan = { steps: [{ recipeId: 1, fromLevel: 1, toLevel: 10, crafts: 5, xpPerCraft: 20 }, { recipeId: 2, fromLevel: 10, toLevel: 20, crafts: 4, xpPerCraft: 200 }], gaps: [], totalCrafts: 9, finalXp: 0, reachedLevel: 20, isBlocked: false, progress: [] };
    expect(planResources(plan, recipes as never)).toEqual([{ itemId: 10, quantity: 14 }, { itemId: 11, quantity: 12 }]);
  });
});
