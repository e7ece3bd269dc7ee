/** Small fixture builders for the tests; never copies of game data. */
import type { RulesSpellEffect, RulesSpellLevel } from './spell-damage';
import type { RulesBreed, RulesEffect, RulesItem, RulesItemSet } from './types';

let nextId = 1000;

export function makeEffect(characteristic: number, to: number, from = to): RulesEffect {
  return { effectId: 0, characteristic, from, to };
}

export function makeItem(overrides: Partial<RulesItem> = {}): RulesItem {
  return { id: nextId++, level: 1, typeId: 16, effects: [], ...overrides };
}

export function makeSet(overrides: Partial<RulesItemSet> = {}): RulesItemSet {
  return { id: nextId++, itemIds: [], bonuses: [], ...overrides };
}

export function makeBreed(overrides: Partial<RulesBreed> = {}): RulesBreed {
  const elements: [number, number][] = [
    [0, 1],
    [100, 2],
    [200, 3],
    [300, 4],
  ];
  return {
    id: 1,
    statsPointsForStrength: elements,
    statsPointsForIntelligence: elements,
    statsPointsForChance: elements,
    statsPointsForAgility: elements,
    statsPointsForVitality: [[0, 1]],
    statsPointsForWisdom: [[0, 3]],
    ...overrides,
  };
}

export function makeSpellEffect(overrides: Partial<RulesSpellEffect> = {}): RulesSpellEffect {
  return { effectId: 96, from: 10, to: 14, elementId: 3, ...overrides };
}

export function makeSpellLevel(overrides: Partial<RulesSpellLevel> = {}): RulesSpellLevel {
  return { grade: 1, minPlayerLevel: 1, range: 5, effects: [], criticalEffects: [], ...overrides };
}
