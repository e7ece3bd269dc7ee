import { describe, expect, it } from 'vitest';
import {
  capitalAvailable,
  capitalCost,
  capitalSpent,
  costTablesOfBreed,
  DEFAULT_COST_TIERS,
  highestAffordable,
  zeroCharacteristics,
} from './characteristics';
import { makeBreed } from './test-factories';

const elements = DEFAULT_COST_TIERS.strength;

describe('capital', () => {
  it('earns 5 capital points per level above 1', () => {
    expect(capitalAvailable(1)).toBe(0);
    expect(capitalAvailable(2)).toBe(5);
    expect(capitalAvailable(200)).toBe(995);
  });

  it('costs 1 point per vitality point and 3 per wisdom point', () => {
    expect(capitalCost(DEFAULT_COST_TIERS.vitality, 450)).toBe(450);
    expect(capitalCost(DEFAULT_COST_TIERS.wisdom, 100)).toBe(300);
  });

  it('costs 1 per element point up to 100, then 2 from 100', () => {
    expect(capitalCost(elements, 0)).toBe(0);
    expect(capitalCost(elements, 100)).toBe(100);
    expect(capitalCost(elements, 101)).toBe(102);
  });

  it('costs 3 per element point from 200 and 4 from 300', () => {
    expect(capitalCost(elements, 200)).toBe(300);
    expect(capitalCost(elements, 201)).toBe(303);
    expect(capitalCost(elements, 300)).toBe(600);
    expect(capitalCost(elements, 301)).toBe(604);
  });

  it('reads the tiers in threshold order whatever order they come in', () => {
    expect(
      capitalCost(
        [
          [100, 2],
          [0, 1],
        ],
        101,
      ),
    ).toBe(102);
  });

  it('bills points below the first threshold at the first price', () => {
    expect(capitalCost([[10, 2]], 5)).toBe(10);
  });

  it('finds the highest value affordable, stopping inside a tier when points run out', () => {
    expect(highestAffordable(elements, 0)).toBe(0);
    expect(highestAffordable(elements, 100)).toBe(100);
    expect(highestAffordable(elements, 101)).toBe(100);
    expect(highestAffordable(elements, 102)).toBe(101);
    expect(highestAffordable(elements, 300)).toBe(200);
    expect(highestAffordable(elements, 604)).toBe(301);
    expect(highestAffordable(elements, 995)).toBe(398);
    expect(highestAffordable(DEFAULT_COST_TIERS.wisdom, 995)).toBe(331);
  });

  it('never affords a negative value', () => {
    expect(highestAffordable(elements, -10)).toBe(0);
  });

  it('the highest affordable value always costs no more than the capital', () => {
    for (let capital = 0; capital < 1200; capital += 7) {
      const value = highestAffordable(elements, capital);
      expect(capitalCost(elements, value)).toBeLessThanOrEqual(capital);
      expect(capitalCost(elements, value + 1)).toBeGreaterThan(capital);
    }
  });

  it('uses the breed tables and falls back to the defaults for an empty one', () => {
    const breed = makeBreed({ statsPointsForVitality: [[0, 2]], statsPointsForWisdom: [] });
    const tables = costTablesOfBreed(breed);
    expect(capitalCost(tables.vitality, 10)).toBe(20);
    expect(tables.wisdom).toBe(DEFAULT_COST_TIERS.wisdom);
    expect(costTablesOfBreed(undefined)).toBe(DEFAULT_COST_TIERS);
  });

  it('sums the capital spent over the six characteristics', () => {
    const base = { ...zeroCharacteristics(), strength: 101, wisdom: 10, vitality: 5 };
    expect(capitalSpent(DEFAULT_COST_TIERS, base)).toBe(102 + 30 + 5);
  });
});
