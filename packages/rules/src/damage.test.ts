import { describe, expect, it } from 'vitest';
import { CHARACTERISTIC as C, elementOfId } from './characteristic-ids';
import { damageElementOfEffect, damagePreview } from './damage';

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
    expect(preview).toEqual({ normal: { min: 66, max: 112 }, critical: { min: 95, max: 150 } });
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
    expect(preview).toEqual({ normal: { min: 5, max: 8 }, critical: { min: 15, max: 18 } });
  });

  it('never goes below zero', () => {
    const preview = damagePreview(
      { element: 'water', min: 5, max: 8 },
      { [C.chance]: -300, [C.damage]: -20 },
    );
    expect(preview.normal).toEqual({ min: 0, max: 0 });
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

  it('deals damage with hits 96-100 and life steals 91-95 only, each in its element', () => {
    expect([96, 97, 98, 99, 100].map(damageElementOfEffect)).toEqual(['water', 'earth', 'air', 'fire', 'neutral']);
    expect([91, 92, 93, 94, 95].map(damageElementOfEffect)).toEqual(['water', 'earth', 'air', 'fire', 'neutral']);
    // Heals (108, 143), pushes (5) and buffs scale with characteristics too but deal no damage.
    expect([108, 143, 5, 118].map(damageElementOfEffect)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
