import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC as C } from './characteristic-ids';
import { damageLineOfEffect } from './damage';
import type { DamageLineOf } from './spell-damage';
import { spellDamageLines, spellDamagePreview, spellReach, usableSpellLevel } from './spell-damage';
import { makeSpellEffect, makeSpellLevel } from './test-factories';

const hitElement: DamageLineOf = (effect) => damageLineOfEffect(effect.effectId);

describe('usable spell level', () => {
  const grades = [
    makeSpellLevel({ grade: 1, minPlayerLevel: 1 }),
    makeSpellLevel({ grade: 2, minPlayerLevel: 100 }),
    makeSpellLevel({ grade: 3, minPlayerLevel: 200 }),
  ];

  it('is the highest grade whose required level the stuff has reached', () => {
    expect(usableSpellLevel(grades, 99)?.grade).toBe(1);
    expect(usableSpellLevel(grades, 100)?.grade).toBe(2);
    expect(usableSpellLevel(grades, 200)?.grade).toBe(3);
  });

  it('is none when the stuff is below the first grade', () => {
    expect(usableSpellLevel([makeSpellLevel({ grade: 1, minPlayerLevel: 20 })], 19)).toBeUndefined();
  });

  it('treats a grade without a required level as usable at any level', () => {
    const unknown = [
      makeSpellLevel({ grade: 2, minPlayerLevel: undefined }),
      makeSpellLevel({ grade: 1, minPlayerLevel: undefined }),
    ];
    expect(usableSpellLevel(unknown, 1)?.grade).toBe(2);
  });
});

describe('spell damage lines', () => {
  it('keeps only the hits, with their element and bounds', () => {
    const level = makeSpellLevel({
      effects: [
        makeSpellEffect({ effectId: 97, elementId: 1, from: 20, to: 26 }),
        makeSpellEffect({ effectId: 5, elementId: 0, from: 2, to: 0 }),
      ],
    });
    expect(spellDamageLines(level, hitElement)).toEqual([{ element: 'earth', kind: 'hit', min: 20, max: 26 }]);
  });

  it('reads a fixed hit (no upper bound) as the same minimum and maximum', () => {
    const level = makeSpellLevel({
      effects: [makeSpellEffect({ effectId: 99, elementId: 2, from: 12, to: 0 })],
    });
    expect(spellDamageLines(level, hitElement)).toEqual([{ element: 'fire', kind: 'hit', min: 12, max: 12 }]);
  });

  it('pairs each hit with the critical hit of the same element, in order', () => {
    const level = makeSpellLevel({
      effects: [
        makeSpellEffect({ effectId: 96, elementId: 3, from: 10, to: 14 }),
        makeSpellEffect({ effectId: 99, elementId: 2, from: 5, to: 6 }),
        makeSpellEffect({ effectId: 96, elementId: 3, from: 1, to: 2 }),
      ],
      criticalEffects: [
        makeSpellEffect({ effectId: 99, elementId: 2, from: 7, to: 8 }),
        makeSpellEffect({ effectId: 96, elementId: 3, from: 12, to: 17 }),
        makeSpellEffect({ effectId: 96, elementId: 3, from: 3, to: 4 }),
      ],
    });
    expect(spellDamageLines(level, hitElement)).toEqual([
      { element: 'water', kind: 'hit', min: 10, max: 14, criticalMin: 12, criticalMax: 17 },
      { element: 'fire', kind: 'hit', min: 5, max: 6, criticalMin: 7, criticalMax: 8 },
      { element: 'water', kind: 'hit', min: 1, max: 2, criticalMin: 3, criticalMax: 4 },
    ]);
  });

  it('leaves the critical line out when the spell has no critical hit of that element', () => {
    const level = makeSpellLevel({
      effects: [makeSpellEffect({ effectId: 98, elementId: 4, from: 8, to: 11 })],
    });
    expect(spellDamageLines(level, hitElement)).toEqual([{ element: 'air', kind: 'hit', min: 8, max: 11 }]);
  });
});

describe('spell damage preview', () => {
  it('counts as melee up to one cell of range, distance beyond', () => {
    expect(spellReach(makeSpellLevel({ range: 0 }))).toBe('melee');
    expect(spellReach(makeSpellLevel({ range: 1 }))).toBe('melee');
    expect(spellReach(makeSpellLevel({ range: 2 }))).toBe('distance');
  });

  it('applies the spell % and the distance % to a spell cast from afar, never the weapon bonuses', () => {
    const level = makeSpellLevel({
      range: 6,
      effects: [makeSpellEffect({ effectId: 96, elementId: 3, from: 10, to: 14 })],
      criticalEffects: [makeSpellEffect({ effectId: 96, elementId: 3, from: 12, to: 17 })],
    });
    const totals = {
      [C.chance]: 100,
      [C.weaponPower]: 300,
      [C.spellDamagePercent]: 10,
      [C.distanceDamagePercent]: 10,
      [C.meleeDamagePercent]: 50,
      [C.criticalDamage]: 5,
    };
    // 10 × 2 = 20, × 1.1 × 1.1 = 24; critical 12 × 2 + 5 = 29, × 1.21 = 35.
    const [water] = spellDamagePreview(level, totals, hitElement);
    expect(water.element).toBe('water');
    expect([water.preview.normal.min, water.preview.normal.max]).toEqual([24, 33]);
    expect([water.preview.critical.min, water.preview.critical.max]).toEqual([35, 47]);
  });

  it("passes the target's resistances and the spell's reach to every line", () => {
    const level = makeSpellLevel({
      range: 1,
      effects: [makeSpellEffect({ effectId: 97, elementId: 1, from: 100, to: 100 })],
    });
    const target = { resistPercent: { earth: 20 }, meleeResistPercent: 10, distanceResistPercent: 50 };
    // 100 × (100 − 20) % × (100 − 10) % = 72: melee, so the distance resistance is left out.
    expect(spellDamagePreview(level, {}, hitElement, { target })[0].preview.normal.min).toBe(72);
  });

  it('pairs a heal with its critical heal, apart from the hits of the same element', () => {
    const level = makeSpellLevel({
      effects: [makeSpellEffect({ effectId: 99, from: 10, to: 10 }), makeSpellEffect({ effectId: 108, from: 20, to: 20 })],
      criticalEffects: [makeSpellEffect({ effectId: 108, from: 30, to: 30 }), makeSpellEffect({ effectId: 99, from: 15, to: 15 })],
    });
    expect(spellDamageLines(level, hitElement)).toEqual([
      { element: 'fire', kind: 'hit', min: 10, max: 10, criticalMin: 15, criticalMax: 15 },
      { element: 'fire', kind: 'heal', min: 20, max: 20, criticalMin: 30, criticalMax: 30 },
    ]);
  });

  it('previews nothing for a spell without hits, steals or heals', () => {
    const level = makeSpellLevel({ effects: [makeSpellEffect({ effectId: 5, elementId: 0 })] });
    expect(spellDamagePreview(level, {}, hitElement)).toEqual([]);
  });
});
