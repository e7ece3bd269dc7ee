import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC as C } from './characteristic-ids';
import { damageElementOfEffect } from './damage';
import type { DamageElementOf } from './spell-damage';
import { spellDamageLines, spellDamagePreview, spellReach, usableSpellLevel } from './spell-damage';
import { makeSpellEffect, makeSpellLevel } from './test-factories';

const hitElement: DamageElementOf = (effect) => damageElementOfEffect(effect.effectId);

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
    expect(spellDamageLines(level, hitElement)).toEqual([{ element: 'earth', min: 20, max: 26 }]);
  });

  it('reads a fixed hit (no upper bound) as the same minimum and maximum', () => {
    const level = makeSpellLevel({
      effects: [makeSpellEffect({ effectId: 99, elementId: 2, from: 12, to: 0 })],
    });
    expect(spellDamageLines(level, hitElement)).toEqual([{ element: 'fire', min: 12, max: 12 }]);
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
      { element: 'water', min: 10, max: 14, criticalMin: 12, criticalMax: 17 },
      { element: 'fire', min: 5, max: 6, criticalMin: 7, criticalMax: 8 },
      { element: 'water', min: 1, max: 2, criticalMin: 3, criticalMax: 4 },
    ]);
  });

  it('leaves the critical line out when the spell has no critical hit of that element', () => {
    const level = makeSpellLevel({
      effects: [makeSpellEffect({ effectId: 98, elementId: 4, from: 8, to: 11 })],
    });
    expect(spellDamageLines(level, hitElement)).toEqual([{ element: 'air', min: 8, max: 11 }]);
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
    expect(spellDamagePreview(level, totals, hitElement)).toEqual([
      { element: 'water', preview: { normal: { min: 24, max: 33 }, critical: { min: 35, max: 47 } } },
    ]);
  });

  it('previews nothing for a spell without hits', () => {
    const level = makeSpellLevel({ effects: [makeSpellEffect({ effectId: 108, elementId: 2 })] });
    expect(spellDamagePreview(level, {}, hitElement)).toEqual([]);
  });
});
