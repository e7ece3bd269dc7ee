import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC as C } from './characteristic-ids';
import { equip } from './equip';
import { computeStats, countSetBonuses, deriveStats, setBonusRow } from './stats';
import type { StatsData } from './stats';
import { addExo, createStuff, setBase, setExo, setForgemagie, setLevel, setParchment } from './stuff';
import type { Stuff } from './stuff';
import { makeBreed, makeEffect, makeItem, makeSet } from './test-factories';
import type { RulesItem, RulesItemSet } from './types';

function wear(items: RulesItem[], stuff = createStuff()): Stuff {
  return items.reduce((current, item) => equip(current, item).stuff, stuff);
}

function dataOf(items: RulesItem[], sets: RulesItemSet[] = []): StatsData {
  return {
    items: new Map(items.map((item) => [item.id, item])),
    sets: new Map(sets.map((set) => [set.id, set])),
  };
}

const problemKeys = (stuff: Stuff, data: StatsData) => computeStats(stuff, data).problems.map((p) => p.key);

describe('totals', () => {
  it('adds the maximum value of each item effect', () => {
    const hat = makeItem({
      typeId: 16,
      effects: [makeEffect(C.strength, 40, 30), makeEffect(C.vitality, 200)],
    });
    const boots = makeItem({ typeId: 11, effects: [makeEffect(C.strength, 10), makeEffect(C.mp, 1)] });
    const { totals } = computeStats(wear([hat, boots]), dataOf([hat, boots]));
    expect(totals[C.strength]).toBe(50);
    expect(totals[C.vitality]).toBe(200);
    expect(totals[C.mp]).toBe(1);
  });

  it('ignores effects that are not characteristics', () => {
    const sword = makeItem({ typeId: 6, effects: [makeEffect(0, 20, 10), makeEffect(C.power, 30)] });
    const { totals } = computeStats(wear([sword]), dataOf([sword]));
    expect(totals[0]).toBe(0);
    expect(totals[C.power]).toBe(30);
  });

  it('uses rolled forgemagie values and adds forgemagie exos', () => {
    const hat = makeItem({ typeId: 16, effects: [makeEffect(C.strength, 40, 30), makeEffect(C.wisdom, 20)] });
    const stuff = setForgemagie(wear([hat]), hat.id, {
      stats: { [C.strength]: 33 },
      exos: [{ charac: C.range, value: 1 }],
    });
    const { totals } = computeStats(stuff, dataOf([hat]));
    expect(totals[C.strength]).toBe(33);
    expect(totals[C.wisdom]).toBe(20);
    expect(totals[C.range]).toBe(1);
  });

  it('adds exo lines, base and parchment characteristics', () => {
    let stuff = setExo(createStuff(), 0, { stat: C.ap, value: 1 });
    stuff = setParchment(setBase(stuff, undefined, 'chance', 100), 'chance', 100);
    const { totals } = computeStats(stuff, dataOf([]));
    expect(totals[C.ap]).toBe(1);
    expect(totals[C.chance]).toBe(200);
  });

  it('counts the same ring worn twice twice', () => {
    const ring = makeItem({ typeId: 9, effects: [makeEffect(C.agility, 20)] });
    expect(computeStats(wear([ring, ring]), dataOf([ring])).totals[C.agility]).toBe(40);
  });

  it('reports a worn item missing from the data', () => {
    const hat = makeItem({ typeId: 16 });
    expect(computeStats(wear([hat]), dataOf([])).problems).toEqual([
      { key: 'item-unknown', params: { itemId: hat.id, slot: 'helmet' } },
    ]);
  });
});

describe('set bonuses', () => {
  function setOfThree() {
    const set = makeSet({
      bonuses: [
        { itemCount: 2, effects: [makeEffect(C.strength, 10)] },
        { itemCount: 3, effects: [makeEffect(C.strength, 30), makeEffect(C.ap, 1)] },
      ],
    });
    const pieces = [16, 17, 10].map((typeId) => makeItem({ typeId, itemSetId: set.id }));
    return { set: { ...set, itemIds: pieces.map((piece) => piece.id) }, pieces };
  }

  it('applies the bonus row for the number of pieces worn, 1 to n', () => {
    const { set, pieces } = setOfThree();
    const expected = [0, 10, 30];
    for (let count = 1; count <= 3; count++) {
      const stats = computeStats(wear(pieces.slice(0, count)), dataOf(pieces, [set]));
      expect(stats.totals[C.strength]).toBe(expected[count - 1]);
      expect(stats.sets).toEqual([{ setId: set.id, pieces: count, bonusRow: count === 1 ? 0 : count }]);
    }
  });

  it('counts no set for items whose itemSetId is −1 (the DofusDB convention)', () => {
    const loose = [16, 17].map((typeId) => makeItem({ typeId, itemSetId: -1 }));
    const stats = computeStats(wear(loose), dataOf(loose, []));
    expect(stats.sets).toEqual([]);
  });

  it('uses the highest row at or below the pieces worn when rows are missing', () => {
    const set = makeSet({
      bonuses: [
        { itemCount: 4, effects: [] },
        { itemCount: 2, effects: [] },
      ],
    });
    expect(setBonusRow(set, 3)?.itemCount).toBe(2);
    expect(setBonusRow(set, 5)?.itemCount).toBe(4);
    expect(setBonusRow(set, 1)).toBeUndefined();
  });

  it('counts a set ring once toward its set', () => {
    const set = makeSet({ bonuses: [{ itemCount: 2, effects: [makeEffect(C.chance, 5)] }] });
    const ring = makeItem({ typeId: 9, itemSetId: set.id });
    const stuff = { ...createStuff(), items: { ...createStuff().items, ring1: ring.id, ring2: ring.id } };
    const stats = computeStats(stuff, dataOf([ring], [set]));
    expect(stats.sets[0].pieces).toBe(1);
    expect(stats.totals[C.chance]).toBe(0);
  });

  it('counts one set bonus per piece beyond the first of each set', () => {
    expect(countSetBonuses([{ pieces: 3 }, { pieces: 1 }, { pieces: 2 }])).toBe(3);
  });
});

describe('derived values', () => {
  it('gives 6 AP below level 100 and 7 from level 100, plus 3 MP', () => {
    expect(computeStats(setLevel(createStuff(), 99), dataOf([])).derived.ap).toBe(6);
    expect(computeStats(setLevel(createStuff(), 100), dataOf([])).derived).toMatchObject({
      ap: 7,
      mp: 3,
      range: 0,
    });
  });

  it('gives 55 life at level 1, 5 more per level, plus vitality', () => {
    expect(deriveStats({}, 1).lifePoints).toBe(55);
    expect(deriveStats({ [C.vitality]: 1000 }, 200).lifePoints).toBe(2050);
  });

  it('derives initiative, prospecting, pods, dodge, lock, parry, reduction and summons', () => {
    const totals = {
      [C.strength]: 100,
      [C.intelligence]: 50,
      [C.chance]: 95,
      [C.agility]: 219,
      [C.wisdom]: 101,
      [C.initiative]: 300,
      [C.prospecting]: 20,
      [C.pods]: 500,
      [C.dodge]: 5,
      [C.lock]: 7,
      [C.apParry]: 1,
      [C.mpParry]: 2,
      [C.apReduction]: 3,
      [C.mpReduction]: 4,
      [C.summons]: 2,
    };
    expect(deriveStats(totals, 200)).toMatchObject({
      initiative: 100 + 50 + 95 + 219 + 300,
      prospecting: 100 + 9 + 20,
      pods: 1000 + 500 + 500,
      dodge: 21 + 5,
      lock: 21 + 7,
      apParry: 11,
      mpParry: 12,
      apReduction: 13,
      mpReduction: 14,
      summons: 3,
    });
  });

  it('gives each element its percent and fixed resistance, zero when nothing raises it', () => {
    const totals = {
      [C.neutralResistPercent]: 10,
      [C.earthResistPercent]: 20,
      [C.earthResist]: 15,
      [C.fireResist]: -5,
      [C.waterResistPercent]: 30,
      [C.airResistPercent]: -10,
      [C.airResist]: 8,
    };
    expect(deriveStats(totals, 200).resistances).toEqual({
      neutral: { percent: 10, fixed: 0 },
      earth: { percent: 20, fixed: 15 },
      fire: { percent: 0, fixed: -5 },
      water: { percent: 30, fixed: 0 },
      air: { percent: -10, fixed: 8 },
    });
  });

  it('adds item, exo and set resistances into the derived resistances', () => {
    const cape = makeItem({ typeId: 17, effects: [makeEffect(C.fireResistPercent, 8), makeEffect(C.criticalResist, 12)] });
    let stuff = setExo(wear([cape]), 0, { stat: C.fireResistPercent, value: 2 });
    stuff = setExo(addExo(stuff), 1, { stat: C.pushbackResist, value: 20 });
    const { derived } = computeStats(stuff, dataOf([cape]));
    expect(derived.resistances.fire).toEqual({ percent: 10, fixed: 0 });
    expect(derived.criticalResistance).toBe(12);
    expect(derived.pushbackResistance).toBe(20);
  });
});

describe('problems', () => {
  it('flags an item above the stuff level', () => {
    const hat = makeItem({ typeId: 16, level: 150 });
    const stuff = setLevel(wear([hat]), 100);
    expect(computeStats(stuff, dataOf([hat])).problems).toContainEqual({
      key: 'item-level-too-high',
      params: { itemId: hat.id, itemLevel: 150, level: 100 },
    });
    expect(problemKeys(setLevel(stuff, 150), dataOf([hat]))).toEqual([]);
  });

  it('flags an unmet item condition, judged on the computed stats', () => {
    const hat = makeItem({ typeId: 16, criterions: 'CS>100', effects: [makeEffect(C.strength, 60)] });
    const stuff = wear([hat]);
    expect(problemKeys(stuff, dataOf([hat]))).toEqual(['item-condition-unmet']);
    expect(problemKeys(setParchment(stuff, 'strength', 41), dataOf([hat]))).toEqual([]);
  });

  it('judges conditions on level, class, sex and AP', () => {
    const cape = makeItem({ typeId: 17, criterions: 'PL>49&PG=1&PS=1&CP<8' });
    expect(problemKeys(wear([cape]), dataOf([cape]))).toEqual([]);
    expect(problemKeys(setLevel(wear([cape]), 40), dataOf([cape]))).toEqual(['item-condition-unmet']);
  });

  it('judges the set-bonus limit on the pieces worn', () => {
    const set = makeSet();
    const [a, b, c] = [16, 17, 10].map((typeId) => makeItem({ typeId, itemSetId: set.id }));
    const dofus = makeItem({ typeId: 23, criterions: 'Pk<2' });
    expect(problemKeys(wear([a, b, dofus]), dataOf([a, b, c, dofus], [set]))).toEqual([]);
    expect(problemKeys(wear([a, b, c, dofus]), dataOf([a, b, c, dofus], [set]))).toEqual([
      'item-condition-unmet',
    ]);
  });

  it('reports unknown condition codes without failing the item', () => {
    const hat = makeItem({ typeId: 16, criterions: 'Pa=3' });
    expect(computeStats(wear([hat]), dataOf([hat])).problems).toEqual([
      { key: 'item-condition-unknown', params: { itemId: hat.id, code: 'Pa' } },
    ]);
  });

  it('flags more than one AP, MP or range exo across exo lines and forgemagie', () => {
    const hat = makeItem({ typeId: 16 });
    let stuff = setExo(wear([hat]), 0, { stat: C.mp });
    expect(problemKeys(stuff, dataOf([hat]))).toEqual([]);
    stuff = setForgemagie(stuff, hat.id, { stats: {}, exos: [{ charac: C.mp, value: 1 }] });
    expect(computeStats(stuff, dataOf([hat])).problems).toEqual([
      { key: 'too-many-exos', params: { characteristic: C.mp, count: 2 } },
    ]);
    stuff = setExo(addExo(stuff), 1, { stat: C.ap });
    expect(problemKeys(stuff, dataOf([hat]))).toEqual(['too-many-exos']);
  });

  it('ignores the forgemagie exos of items not worn', () => {
    const stuff = setForgemagie(setExo(createStuff(), 0, { stat: C.ap }), 77, {
      stats: {},
      exos: [{ charac: C.ap, value: 1 }],
    });
    expect(problemKeys(stuff, dataOf([]))).toEqual([]);
  });

  it('flags base characteristics costing more than the capital of the level', () => {
    const stuff = setLevel(setBase(createStuff(), undefined, 'vitality', 900), 50);
    expect(computeStats(stuff, { ...dataOf([]), costs: makeBreed() }).problems).toEqual([
      { key: 'capital-overspent', params: { spent: 900, available: 245 } },
    ]);
  });
});

describe('hands', () => {
  it('flags a two-handed weapon worn with a shield, not a one-handed one', () => {
    const bow = makeItem({ id: 1, typeId: 2 });
    const sword = makeItem({ id: 2, typeId: 6 });
    const shield = makeItem({ id: 3, typeId: 82 });
    expect(problemKeys(wear([bow, shield]), dataOf([bow, shield]))).toContain('two-handed-with-shield');
    expect(problemKeys(wear([sword, shield]), dataOf([sword, shield]))).not.toContain('two-handed-with-shield');
    expect(problemKeys(wear([bow]), dataOf([bow]))).not.toContain('two-handed-with-shield');
  });
});
