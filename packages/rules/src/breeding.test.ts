import { describe, expect, it } from 'vitest';
import {
  breedingOdds,
  breedingProgress,
  createBreedingTree,
  mountColourKey,
  nextBreedable,
  targetShare,
  treeWeights,
  type BreedingMount,
  type BreedingOdds,
} from './breeding';

/** Génétons by generation, as the client gives them (3.5/3.6, and 3.7 doubled). */
const GENETONS = [0, 1, 2, 4, 8, 15, 30, 60, 120, 250, 0];
const mount = (id: number, generation: number, geneticWeight: number, crossings: number[][] = []): BreedingMount => ({
  id,
  generation,
  geneticWeight,
  crossings,
  genetons: { '3.5': GENETONS[generation], '3.6': GENETONS[generation], '3.7': 2 * GENETONS[generation] },
});

/** Real Dragoturkeys (client weights): Purple, Emerald, Ivory and Turquoise, Ivory and Purple, Emerald and Purple. */
const DRAGO = createBreedingTree([
  mount(19, 5, 90),
  mount(66, 8, 20),
  mount(68, 8, 20),
  mount(21, 9, 90, [[66, 68]]),
  mount(60, 10, 20, [[19, 21]]),
]);
/** Real Seemyools: Golden, Indigo, Purple, their two-colour G2s, Coral (G9) and Coral crossings (G10). */
const MULDO = createBreedingTree([
  mount(94, 1, 90),
  mount(92, 1, 90),
  mount(93, 1, 90),
  mount(108, 2, 20, [[92, 94]]),
  mount(101, 2, 20, [[93, 94]]),
  mount(102, 2, 20, [[92, 93]]),
  mount(298, 9, 20),
  mount(315, 10, 20, [[94, 298]]),
  mount(317, 10, 20, [[92, 298]]),
  mount(318, 10, 20, [[93, 298]]),
]);

const percent = (odds: BreedingOdds, id: number) => 100 * (odds.outcomes.find((o) => o.mountId === id)?.probability ?? 0);
const total = (odds: BreedingOdds) => odds.outcomes.reduce((sum, o) => sum + o.probability, 0);

describe('breedingOdds: the in-game mating screens (DPLN guide) it must reproduce', () => {
  // Purple ♀ (G5, level 200, no tree) × Emerald ♂ (G9, level 1, parents Ivory and Turquoise + Ivory and Purple).
  const purple = { id: 19 };
  const emerald = { id: 21, parents: [66, 68] };

  it('example 1: 60.15 % Emerald and Purple, 19.92 % Purple, 15.73 % Emerald, 2.1 % each G8', () => {
    const odds = breedingOdds(purple, emerald, { tree: DRAGO, levels: [200, 1] });
    expect(odds.targetGeneration).toBe(10);
    expect(odds.targetShare).toBeCloseTo(0.6015, 10);
    expect(percent(odds, 60)).toBeCloseTo(60.15, 2);
    expect(percent(odds, 19)).toBeCloseTo(19.925, 2);
    expect(percent(odds, 21)).toBeCloseTo(15.73, 2);
    expect(percent(odds, 66)).toBeCloseTo(2.097, 2);
    expect(percent(odds, 68)).toBeCloseTo(2.097, 2);
    expect(odds.outcomes.map((o) => o.mountId)).toEqual([60, 19, 21, 66, 68]);
    // G5 (15) + G9 (250) génétons for the record baby only.
    expect(odds.outcomes.find((o) => o.mountId === 60)?.genetons).toBe(265);
    expect(odds.outcomes.filter((o) => o.mountId !== 60).every((o) => o.genetons === 0)).toBe(true);
  });

  it('example 1 with an Optimakina: 70.15 % target, the others keeping their proportions', () => {
    const odds = breedingOdds(purple, emerald, { tree: DRAGO, levels: [200, 1], optimakina: true });
    expect(percent(odds, 60)).toBeCloseTo(70.15, 2);
    expect(percent(odds, 19)).toBeCloseTo(14.925, 2);
    expect(percent(odds, 21)).toBeCloseTo(11.783, 2);
    expect(percent(odds, 66)).toBeCloseTo(1.571, 2);
  });

  it('example 2 (Seemyools): two G10 targets share B = 30.3 % by their natural mass', () => {
    const goldenIndigo = { id: 108, parents: [94, 92] };
    const purpleWithCoral = { id: 93, parents: [93, 298] };
    const odds = breedingOdds(goldenIndigo, purpleWithCoral, { tree: MULDO, levels: [1, 1] });
    expect(odds.targetShare).toBeCloseTo(0.303, 10);
    expect(percent(odds, 315)).toBeCloseTo(15.15, 2);
    expect(percent(odds, 317)).toBeCloseTo(15.15, 2);
    expect(percent(odds, 93)).toBeCloseTo(23.153, 2);
    expect(percent(odds, 92)).toBeCloseTo(10.582, 2);
    expect(percent(odds, 94)).toBeCloseTo(10.582, 2);
    expect(percent(odds, 102)).toBeCloseTo(9.768, 2);
    expect(percent(odds, 101)).toBeCloseTo(9.768, 2);
    expect(percent(odds, 108)).toBeCloseTo(3.919, 2);
    expect(percent(odds, 298)).toBeCloseTo(1.929, 2);
    // No crossing inside one tree: Coral and Purple (93 × 298, both in the Purple's tree) cannot be born.
    expect(odds.outcomes.some((o) => o.mountId === 318)).toBe(false);
    // G2 (2) + G1 (1) génétons for a G10 above both trees.
    expect(odds.outcomes.find((o) => o.mountId === 315)?.genetons).toBe(3);
  });

  it('examples 3 and 4: a target generation already in the trees still gets B, but earns no génétons', () => {
    const ivoryTurquoise = { id: 66, parents: [66, 68] };
    const ex3 = breedingOdds(ivoryTurquoise, { id: 68 }, { tree: DRAGO, levels: [72, 72] });
    expect(percent(ex3, 21)).toBeCloseTo(51.6, 1);
    expect(percent(ex3, 68)).toBeCloseTo(30.8, 1);
    expect(percent(ex3, 66)).toBeCloseTo(17.6, 1);
    expect(ex3.outcomes.find((o) => o.mountId === 21)?.genetons).toBe(240);
    const ex4 = breedingOdds(ivoryTurquoise, { id: 19 }, { tree: DRAGO, levels: [136, 136] });
    expect(ex4.targetGeneration).toBe(8);
    expect(percent(ex4, 66)).toBeCloseTo(51.491, 2);
    expect(percent(ex4, 68)).toBeCloseTo(19.309, 2);
    expect(percent(ex4, 19)).toBeCloseTo(29.2, 2);
    expect(ex4.outcomes.every((o) => o.genetons === 0)).toBe(true);
  });
});

describe('breedingOdds: rules', () => {
  const cases: [string, Parameters<typeof breedingOdds>[0], Parameters<typeof breedingOdds>[1]][] = [
    ['two captured G1', { id: 94 }, { id: 92 }],
    ['a G2 with its tree and a G1', { id: 108, parents: [94, 92] }, { id: 93 }],
    ['two full trees', { id: 101, parents: [93, 94] }, { id: 102, parents: [92, 93] }],
  ];
  it.each(cases)('sums to 1 for %s, at any level and option', (_name, a, b) => {
    for (const levels of [[1, 1], [100, 60], [200, 200]] as const)
      for (const optimakina of [false, true])
        for (const takezaDay of [false, true]) {
          const odds = breedingOdds(a, b, { tree: MULDO, levels, optimakina, takezaDay });
          expect(total(odds)).toBeCloseTo(1, 12);
          expect(odds.outcomes.every((o) => o.probability >= 0 && o.probability <= 1)).toBe(true);
          if (odds.targetShare < 1) expect(odds.outcomes.every((o) => o.probability > 0)).toBe(true);
        }
  });

  it('gives the target generation exactly B, which follows the levels, Optimakina and Takeza day', () => {
    const share = (levels: [number, number], options = {}) => {
      const odds = breedingOdds({ id: 94 }, { id: 92 }, { tree: MULDO, levels, ...options });
      return odds.outcomes.filter((o) => o.isTarget).reduce((sum, o) => sum + o.probability, 0);
    };
    expect(share([1, 1])).toBeCloseTo(0.303, 12);
    expect(share([50, 50])).toBeCloseTo(0.45, 12);
    expect(share([100, 100])).toBeCloseTo(0.6, 12);
    expect(share([100, 100], { optimakina: true })).toBeCloseTo(0.7, 12);
    expect(share([100, 100], { optimakina: true, gameVersion: '3.7' })).toBeCloseTo(0.8, 12);
    expect(share([100, 100], { takezaDay: true })).toBeCloseTo(0.8, 12);
    // Capped at 1: the other babies get nothing left.
    expect(share([200, 200], { optimakina: true, takezaDay: true })).toBe(1);
  });

  it('computes B from levels clamped to 1-200', () => {
    expect(targetShare([0, -5])).toBeCloseTo(0.303, 12);
    expect(targetShare([500, 500])).toBeCloseTo(0.9, 12);
    expect(targetShare([Number.NaN, 1])).toBeCloseTo(0.303, 12);
  });

  it('gives 100 % when both trees hold one mount only', () => {
    const odds = breedingOdds({ id: 93 }, { id: 93 }, { tree: MULDO, levels: [1, 1] });
    expect(odds.outcomes).toEqual([{ mountId: 93, generation: 1, isTarget: true, probability: 1, genetons: 0 }]);
    expect(odds.targetShare).toBe(1);
  });

  it('pays génétons only for a baby above every mount of both trees', () => {
    // Golden ♂ (tree Golden) × Golden and Indigo ♀ (tree G2 + its G1 parents): nothing above G2 can come.
    const odds = breedingOdds({ id: 94 }, { id: 108, parents: [94, 92] }, { tree: MULDO, levels: [1, 1] });
    expect(odds.treeGeneration).toBe(2);
    expect(odds.outcomes.every((o) => o.genetons === 0)).toBe(true);
    // Golden × Indigo: the G2 baby is above both trees and earns 1 + 1.
    const first = breedingOdds({ id: 94 }, { id: 92 }, { tree: MULDO, levels: [1, 1] });
    expect(first.outcomes.find((o) => o.mountId === 108)).toMatchObject({ isTarget: true, genetons: 2 });
    expect(first.outcomes.filter((o) => o.mountId !== 108).every((o) => o.genetons === 0)).toBe(true);
    // The 3.7 rules double them.
    const beta = breedingOdds({ id: 94 }, { id: 92 }, { tree: MULDO, levels: [1, 1], gameVersion: '3.7' });
    expect(beta.recordGenetons).toBe(4);
  });

  it('weights a tree 10 for the parent and 6 for each of its parents, × genetic weight, duplicates adding up', () => {
    const weights = treeWeights(MULDO, { id: 93, parents: [93, 298] });
    // Purple: 10×90 + 6×90 = 1440; Coral: 6×20 = 120.
    expect(weights.get(93)).toBeCloseTo(1440 / 1560, 12);
    expect(weights.get(298)).toBeCloseTo(120 / 1560, 12);
    const twoColour = treeWeights(MULDO, { id: 108, parents: [94, 92] });
    // Golden and Indigo: 10×20 = 200; each parent 6×90 = 540.
    expect(twoColour.get(108)).toBeCloseTo(200 / 1280, 12);
    expect(twoColour.get(94)).toBeCloseTo(540 / 1280, 12);
  });

  it('refuses a mount the family does not have', () => {
    expect(() => breedingOdds({ id: 94 }, { id: 9999 }, { tree: MULDO, levels: [1, 1] })).toThrow(RangeError);
  });
});

describe('nextBreedable and breedingProgress', () => {
  const mounts = [...MULDO.byId.values()];

  it('offers a mount a crossing gives from an owned male and an owned female, never one already owned', () => {
    const next = nextBreedable(mounts, { male: new Set([94]), female: new Set([92, 93]) });
    expect([...next.keys()].sort()).toEqual([101, 108]);
    expect(next.get(108)).toEqual([[94, 92]]);
    // The same colour in both sexes does not make a crossing of two different mounts.
    expect(nextBreedable(mounts, { male: new Set([94]), female: new Set([94]) }).size).toBe(0);
    // Two males are no pair.
    expect(nextBreedable(mounts, { male: new Set([94, 92]), female: new Set() }).size).toBe(0);
    // Owned already: not offered.
    expect(nextBreedable(mounts, { male: new Set([94, 108]), female: new Set([92]) }).has(108)).toBe(false);
  });

  it('counts owned mounts per generation, in either sex and in both', () => {
    const progress = breedingProgress(mounts, { male: new Set([94, 92, 108]), female: new Set([94]) });
    expect(progress[0]).toEqual({ generation: 1, total: 3, owned: 2, both: 1 });
    expect(progress[1]).toEqual({ generation: 2, total: 3, owned: 1, both: 0 });
    expect(progress.map((row) => row.generation)).toEqual([1, 2, 9, 10]);
  });
});

describe('mountColourKey', () => {
  it('names a mount by its colours, or by its name without the family word when it has none', () => {
    expect(mountColourKey({ colors: ['Amande', 'Dorée'], name: { fr: 'Dragodinde Amande et Dorée' } })).toBe('Amande et Dorée');
    expect(mountColourKey({ colors: [], name: { fr: 'Dragodinde à Plumes' } })).toBe('à Plumes');
  });
});
