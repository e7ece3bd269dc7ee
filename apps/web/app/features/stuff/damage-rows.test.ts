import { describe, expect, it } from 'vitest';
import type { ItemEffect, SpellEffect, SpellLevel, WeaponStats } from '@grimoire/gamedata/types';
import { CHARACTERISTIC as C } from '@grimoire/rules';
import type { ElementDamage } from '@grimoire/rules';
import { spellDamage, spellHitLine, weaponDamage } from './damage-rows';
import type { PinnedSpell } from './spells';

/** An element row as `element normal min-max / critical min-max`. */
const summary = ({ element, preview }: ElementDamage) =>
  `${element} ${preview.kind} ${preview.normal.min}-${preview.normal.max} / ${preview.critical.min}-${preview.critical.max}`;

const hit = (effectId: number, from: number, to: number, extra: Partial<SpellEffect> = {}): SpellEffect => ({
  effectId,
  from,
  to,
  ...extra,
});

function makeLevel(overrides: Partial<SpellLevel> = {}): SpellLevel {
  return {
    id: 1,
    spellId: 1,
    grade: 1,
    minPlayerLevel: 1,
    apCost: 3,
    minRange: 1,
    range: 6,
    effects: [],
    criticalEffects: [],
    ...overrides,
  };
}

function makePinned(levels: SpellLevel[]): PinnedSpell {
  return { spell: { id: 1, name: { fr: 'Sort', en: 'Spell' } }, levels };
}

const makeWeapon = (effects: ItemEffect[], weapon: Partial<WeaponStats> = {}) => ({
  effects,
  weapon: {
    apCost: 4,
    minRange: 1,
    maxRange: 1,
    criticalHitProbability: 5,
    criticalHitBonus: 0,
    maxCastPerTurn: 1,
    ...weapon,
  },
});

describe('spell hits', () => {
  it('knows hits, steals and heals by effect id, whatever element the effect claims', () => {
    expect(spellHitLine(hit(99, 1, 2))).toEqual({ element: 'fire', kind: 'hit' });
    expect(spellHitLine(hit(92, 1, 2, { elementId: 3 }))).toEqual({ element: 'earth', kind: 'steal' });
    expect(spellHitLine(hit(108, 10, 12, { elementId: 2 }))).toEqual({ element: 'fire', kind: 'heal' });
  });

  it('takes text-only damage and steal lines in their element, never pushes', () => {
    const text = (kind: string) => ({ fr: kind, en: kind });
    expect(spellHitLine(hit(0, 10, 12, { elementId: 2, text: text('damage fire') }))).toEqual({ element: 'fire', kind: 'hit' });
    expect(spellHitLine(hit(0, 10, 12, { elementId: 4, text: text('steal air') }))).toEqual({ element: 'air', kind: 'steal' });
    expect(spellHitLine(hit(0, 2, 2, { elementId: 0, text: text('push neutral') }))).toBeUndefined();
  });
});

describe('pinned spell damage', () => {
  const levels = [
    makeLevel({
      grade: 1,
      minPlayerLevel: 20,
      effects: [hit(96, 10, 14)],
      criticalEffects: [hit(96, 12, 17)],
    }),
    makeLevel({
      grade: 2,
      minPlayerLevel: 120,
      effects: [hit(96, 15, 20)],
      criticalEffects: [hit(96, 18, 24)],
    }),
  ];

  it('uses the highest grade the stuff level allows', () => {
    const atHundred = spellDamage(makePinned(levels), {}, 100);
    expect(atHundred.level?.grade).toBe(1);
    expect(atHundred.rows.map(summary)).toEqual(['water hit 10-14 / 12-17']);
    expect(spellDamage(makePinned(levels), {}, 200).rows.map(summary)).toEqual(['water hit 15-20 / 18-24']);
  });

  it("takes the target's resistances of each line's element", () => {
    const target = { resistPercent: { water: 50 } };
    expect(spellDamage(makePinned(levels), {}, 200, target).rows.map(summary)).toEqual(['water hit 7-10 / 9-12']);
  });

  it('leaves out a line whose kind the source gives uncertainly (Langueur\'s fixed 40) and counts it', () => {
    const uncertain = hit(0, 40, 40, { kindUncertain: true, text: { fr: '40 (dommages Feu)', en: '40 (Fire damage)' } });
    const langueur = makeLevel({ effects: [uncertain, hit(99, 16, 18)], criticalEffects: [uncertain, hit(99, 19, 21)] });
    const damage = spellDamage(makePinned([langueur]), {}, 200);
    expect(damage.rows.map(summary)).toEqual(['fire hit 16-18 / 19-21']);
    expect(damage.leftOut).toBe(1);
  });

  it('shows no damage below the first grade and says which level it needs', () => {
    const early = spellDamage(makePinned(levels), { [C.chance]: 100 }, 10);
    expect(early).toMatchObject({ level: undefined, firstLevel: 20, rows: [] });
  });
});

describe('weapon damage', () => {
  it('scales the weapon hits, adds its critical bonus and skips its characteristic lines', () => {
    const bow = makeWeapon(
      [
        { effectId: 98, characteristic: 0, from: 6, to: 10 },
        { effectId: 119, characteristic: C.agility, from: 5, to: 10 },
      ],
      {
        maxRange: 6,
        criticalHitBonus: 5,
      },
    );
    expect(weaponDamage(bow, { [C.agility]: 100, [C.distanceDamagePercent]: 10 }).map(summary)).toEqual([
      'air hit 13-22 / 24-33',
    ]);
  });

  it("reads a weapon's heal line (108) as a heal, with intelligence and heals, never resisted", () => {
    const wand = makeWeapon([
      { effectId: 98, characteristic: 0, from: 12, to: 42 },
      { effectId: 108, characteristic: 0, from: 12, to: 42 },
    ]);
    const rows = weaponDamage(wand, { [C.intelligence]: 100, [C.heals]: 10 }, { resistPercent: { air: 50, fire: 50 } });
    expect(rows.map(summary)).toEqual(['air hit 6-21 / 6-21', 'fire heal 34-94 / 34-94']);
  });
});
