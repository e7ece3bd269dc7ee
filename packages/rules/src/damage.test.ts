import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC as C, elementOfId } from './characteristic-ids';
import { damageElementOfEffect, damageLineOfEffect, damagePreview } from './damage';

describe('damage preview', () => {
  it('scales the base by characteristic and power, adds fixed damage, then the percent modifiers', () => {
    const totals = {
      [C.strength]: 200,
      [C.power]: 50,
      [C.damage]: 10,
      [C.earthDamage]: 5,
      [C.spellDamagePercent]: 10,
      [C.meleeDamagePercent]: 20,
      [C.criticalDamage]: 15,
    };
    const preview = damagePreview(
      { element: 'earth', min: 10, max: 20, criticalMin: 12, criticalMax: 24 },
      totals,
      {
        source: 'spell',
        reach: 'melee',
      },
    );
    // min: floor(10 × 3.5) + 15 = 50, × 1.1 × 1.2 = 66; critical adds 15 critical damage.
    expect([preview.normal.min, preview.normal.max, preview.critical.min, preview.critical.max]).toEqual([66, 112, 95, 150]);
  });

  it('uses strength for neutral, intelligence for fire, chance for water, agility for air', () => {
    const totals = {
      [C.strength]: 100,
      [C.intelligence]: 200,
      [C.chance]: 300,
      [C.agility]: 400,
      [C.neutralDamage]: 3,
    };
    const line = { min: 10, max: 10 };
    expect(damagePreview({ ...line, element: 'neutral' }, totals).normal.min).toBe(23);
    expect(damagePreview({ ...line, element: 'fire' }, totals).normal.min).toBe(30);
    expect(damagePreview({ ...line, element: 'water' }, totals).normal.min).toBe(40);
    expect(damagePreview({ ...line, element: 'air' }, totals).normal.min).toBe(50);
  });

  it('adds weapon power and weapon % for weapons, and the critical bonus to the base', () => {
    const totals = {
      [C.agility]: 100,
      [C.power]: 20,
      [C.weaponPower]: 80,
      [C.weaponDamagePercent]: 10,
      [C.spellDamagePercent]: 50,
      [C.distanceDamagePercent]: 0,
    };
    const preview = damagePreview({ element: 'air', min: 10, max: 10 }, totals, {
      source: 'weapon',
      reach: 'distance',
      criticalBonus: 5,
    });
    expect(preview.normal.min).toBe(33); // 10 × 3 = 30, × 1.1
    expect(preview.critical.min).toBe(49); // 15 × 3 = 45, × 1.1
  });

  it('leaves the spell % out of weapon hits and the weapon power out of spells', () => {
    const totals = { [C.weaponPower]: 100, [C.weaponDamagePercent]: 50 };
    expect(damagePreview({ element: 'fire', min: 10, max: 10 }, totals).normal.min).toBe(10);
  });

  it('uses the critical line as the normal one plus crit damage when no critical line is given', () => {
    const preview = damagePreview({ element: 'water', min: 5, max: 8 }, { [C.criticalDamage]: 10 });
    expect([preview.normal.min, preview.normal.max, preview.critical.min, preview.critical.max]).toEqual([5, 8, 15, 18]);
  });

  it('never goes below zero', () => {
    const preview = damagePreview(
      { element: 'water', min: 5, max: 8 },
      { [C.chance]: -300, [C.damage]: -20 },
    );
    expect(preview.normal).toEqual({ min: 0, max: 0, average: 0 });
  });

  it('maps game element ids 0-4 to neutral, earth, fire, water, air', () => {
    expect([0, 1, 2, 3, 4, 5].map(elementOfId)).toEqual([
      'neutral',
      'earth',
      'fire',
      'water',
      'air',
      undefined,
    ]);
  });

  it('reads heals (108) as fire-scaled heals, steals (91-95) as steals, hits (96-100) as hits', () => {
    expect(damageLineOfEffect(108)).toEqual({ element: 'fire', kind: 'heal' });
    expect(damageLineOfEffect(92)).toEqual({ element: 'earth', kind: 'steal' });
    expect(damageLineOfEffect(100)).toEqual({ element: 'neutral', kind: 'hit' });
    expect(damageLineOfEffect(5)).toBeUndefined();
  });

  it('deals damage with hits 96-100 and life steals 91-95 only, each in its element', () => {
    expect([96, 97, 98, 99, 100].map(damageElementOfEffect)).toEqual(['water', 'earth', 'air', 'fire', 'neutral']);
    expect([91, 92, 93, 94, 95].map(damageElementOfEffect)).toEqual(['water', 'earth', 'air', 'fire', 'neutral']);
    // Heals (108, 143), pushes (5) and buffs scale with characteristics too but deal no damage.
    expect([108, 143, 5, 118].map(damageElementOfEffect)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

/** Cases published by the game and by players, then the formula's own derivations. */
describe('damage against a target', () => {
  it("matches Ankama's tutorial: 25 strength and 25 power turn a 21-40 earth hit into 31-60", () => {
    // dofus.com/fr/mmorpg/tutoriels/420181-dommages-resistances, « Les dommages ».
    const preview = damagePreview({ element: 'earth', min: 21, max: 40 }, { [C.strength]: 25, [C.power]: 25 });
    expect(preview.normal.min).toBe(31);
    expect(preview.normal.max).toBe(60);
    // Every roll 21..40 equally likely: floor(1.5 × roll) sums to 910 over 20 rolls.
    expect(preview.normal.average).toBe(45.5);
  });

  it("matches the players' worked example: 400 intelligence, 23 power, 14 fixed, Magic Arrow 11-15 → 71-92", () => {
    // jeuxonline forum wiki « Les formules de calcul dans Dofus » (Crâ, Flèche Magique niveau 5).
    const preview = damagePreview({ element: 'fire', min: 11, max: 15 }, { [C.intelligence]: 400, [C.power]: 23, [C.damage]: 14 });
    expect([preview.normal.min, preview.normal.max]).toEqual([71, 92]);
    expect(preview.normal.average).toBeCloseTo(81.4); // 71, 76, 81, 87, 92
  });

  it("matches the game's beginner guide: +25 earth damage turns Sacrier's Foot 10-18 into 35-43", () => {
    // The game's « Damage and Bonuses » guide (mirrored on pygame.org/project/1201): a cape and a lining of +25 earth damage.
    const preview = damagePreview({ element: 'earth', min: 10, max: 18 }, { [C.earthDamage]: 25 });
    expect([preview.normal.min, preview.normal.max]).toEqual([35, 43]);
  });

  it('takes the fixed resistance off before the percent resistance', () => {
    // (100 − 10) × (100 − 20) % = 72; the other order would give 100 × 80 % − 10 = 70.
    const preview = damagePreview({ element: 'water', min: 100, max: 100 }, {}, {
      target: { resistFixed: { water: 10 }, resistPercent: { water: 20 } },
    });
    expect(preview.normal.min).toBe(72);
  });

  it("uses only the hit's element resistances", () => {
    const target = { resistPercent: { fire: 50, air: 100 }, resistFixed: { fire: 5 } };
    expect(damagePreview({ element: 'water', min: 40, max: 40 }, {}, { target }).normal.min).toBe(40);
    expect(damagePreview({ element: 'fire', min: 40, max: 40 }, {}, { target }).normal.min).toBe(17); // 35 × 50 %
    expect(damagePreview({ element: 'air', min: 40, max: 40 }, {}, { target }).normal.min).toBe(0);
  });

  it('deals more to a target weak to the element (negative resistance)', () => {
    // A monster's −9 % water (Bouftou-like grades in the data): 100 × 109 % = 109.
    const target = { resistPercent: { water: -9 } };
    expect(damagePreview({ element: 'water', min: 100, max: 100 }, {}, { target }).normal.min).toBe(109);
  });

  it('takes critical resistance off critical hits only, after the critical damage was added', () => {
    const totals = { [C.criticalDamage]: 20 };
    const target = { criticalResist: 15 };
    const preview = damagePreview({ element: 'earth', min: 30, max: 30, criticalMin: 36, criticalMax: 36 }, totals, { target });
    expect(preview.normal.min).toBe(30);
    expect(preview.critical.min).toBe(41); // 36 + 20 − 15
  });

  it("applies the target's melee or distance resistance with the caster's reach only", () => {
    const target = { meleeResistPercent: 20, distanceResistPercent: 50 };
    const line = { element: 'neutral' as const, min: 100, max: 100 };
    expect(damagePreview(line, {}, { target, reach: 'melee' }).normal.min).toBe(80);
    expect(damagePreview(line, {}, { target, reach: 'distance' }).normal.min).toBe(50);
    expect(damagePreview(line, {}, { target }).normal.min).toBe(100);
  });

  it('multiplies the final damage % with the other percent modifiers, before resistances', () => {
    const totals = { [C.spellDamagePercent]: 10 };
    const preview = damagePreview({ element: 'fire', min: 100, max: 100 }, totals, {
      source: 'spell',
      finalDamagePercent: 20,
      target: { resistFixed: { fire: 12 } },
    });
    expect(preview.normal.min).toBe(120); // 100 × 110 % × 120 % = 132, − 12
  });

  it('floors exactly: 29 damage through 0 % stays 29 (no floating-point 28.999…)', () => {
    const target = { resistPercent: { air: 0 } };
    expect(damagePreview({ element: 'air', min: 29, max: 29 }, {}, { target, reach: 'melee' }).normal.min).toBe(29);
  });

  it('heals its caster half the damage a steal deals, floored, after resistances', () => {
    // Dofus wiki « Damage »: a character regains 50 % of the damage received by the target, rounded down.
    const preview = damagePreview({ element: 'fire', min: 20, max: 21, kind: 'steal' }, { [C.intelligence]: 100 }, {
      target: { resistPercent: { fire: 10 } },
    });
    expect([preview.normal.min, preview.normal.max]).toEqual([36, 37]); // 40 × 90 %, 42 × 90 %
    expect(preview.stolen?.normal).toEqual({ min: 18, max: 18, average: 18 });
  });

  it('scales heals with intelligence and the heals characteristic, and never with resistances or power', () => {
    const totals = { [C.intelligence]: 150, [C.heals]: 20, [C.power]: 300, [C.damage]: 50 };
    const preview = damagePreview({ element: 'fire', min: 10, max: 12, kind: 'heal' }, totals, {
      target: { resistPercent: { fire: 50 }, resistFixed: { fire: 100 } },
    });
    expect(preview.kind).toBe('heal');
    expect([preview.normal.min, preview.normal.max]).toEqual([45, 50]); // 10 × 2.5 + 20, 12 × 2.5 + 20
    expect(preview.normal.average).toBeCloseTo((45 + 47 + 50) / 3);
  });
});
