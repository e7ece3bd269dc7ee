import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC as C, createStuff } from '@grimoire/rules';
import type { DerivedStats } from '@grimoire/rules';
import { compareRows, differingSlots, parseCompareIds, shareIdOfInput } from './compare-model';

const A = 'AAAAAAAAAAAAAAAAAAAAAA';
const B = 'BBBBBBBBBBBBBBBBBBBBBB';

function derived(overrides: Partial<DerivedStats> = {}): DerivedStats {
  const zero = { ap: 0, mp: 0, range: 0, lifePoints: 0, initiative: 0, prospecting: 0, pods: 0, dodge: 0, lock: 0, apParry: 0, mpParry: 0, apReduction: 0, mpReduction: 0, summons: 0, criticalResistance: 0, pushbackResistance: 0 };
  const resistance = { percent: 0, fixed: 0 };
  return { ...zero, resistances: { neutral: resistance, earth: resistance, fire: resistance, water: resistance, air: resistance }, ...overrides } as DerivedStats;
}

describe('compared builds in the address', () => {
  it('keeps at most four distinct share ids and drops anything else', () => {
    expect(parseCompareIds(`${A},${B},${A},12,../x`)).toEqual([A, B]);
    const many = ['C', 'D', 'E', 'F', 'G'].map((c) => c.repeat(22));
    expect(parseCompareIds(many.join(','))).toHaveLength(4);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('reads a pasted link in any language, an editor or copy link, or the bare id', () => {
    expect(shareIdOfInput(`https://grimoire.example/fr/tools/stuff/${A}?target=m.1.1`)).toBe(A);
    expect(shareIdOfInput(`/en/tools/stuff/copy/${B}`)).toBe(B);
    expect(shareIdOfInput(` ${A} `)).toBe(A);
    expect(shareIdOfInput('https://grimoire.example/fr/tools/stuffs')).toBeUndefined();
  });
});

describe('compared rows', () => {
  it('says which characteristics differ, and leaves out what no build has', () => {
    const rows = compareRows(
      [
        { totals: { [C.strength]: 500, [C.vitality]: 1000, [C.neutralDamage]: 0 }, derived: derived({ ap: 11, lifePoints: 4000 }) },
        { totals: { [C.strength]: 500, [C.vitality]: 1200, [C.earthDamage]: 20 }, derived: derived({ ap: 12, lifePoints: 4200 }) },
      ],
      [C.vitality, C.strength, C.earthDamage],
    );
    const byKey = new Map(rows.map((entry) => [entry.key, entry]));
    expect(byKey.get('derived:ap')).toMatchObject({ values: [11, 12], differs: true });
    expect(byKey.get(`c:${C.strength}`)).toMatchObject({ values: [500, 500], differs: false });
    expect(byKey.get(`c:${C.earthDamage}`)).toMatchObject({ values: [0, 20], differs: true });
    expect(byKey.has(`c:${C.neutralDamage}`)).toBe(false);
    expect(byKey.has(`c:${C.chance}`)).toBe(false);
    // AP is the derived row only, never a second time as characteristic 1.
    expect(byKey.has(`c:${C.ap}`)).toBe(false);
  });

  it('lists the slots whose items differ', () => {
    const base = createStuff();
    const one = { items: { ...base.items, helmet: 1, ring1: 5 } };
    const two = { items: { ...base.items, helmet: 1, ring2: 5 } };
    expect(differingSlots([one, two])).toEqual([
      { slot: 'ring1', itemIds: [5, null] },
      { slot: 'ring2', itemIds: [null, 5] },
    ]);
  });
});
