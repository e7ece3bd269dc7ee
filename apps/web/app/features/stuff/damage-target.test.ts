import { describe, expect, it } from 'vitest';
import { damageTargetOf, EMPTY_CUSTOM, parseTarget, targetParam } from './damage-target';
import type { TargetChoice } from './damage-target';

describe('damage target in the address', () => {
  it('reads back every choice it writes', () => {
    const custom: TargetChoice = {
      kind: 'custom',
      custom: {
        resistPercent: { neutral: 10, earth: -5, fire: 0, water: 100, air: -100 },
        resistFixed: { neutral: 0, earth: 12, fire: 0, water: 0, air: 5000 },
        criticalResist: 30,
        meleeResistPercent: 15,
        distanceResistPercent: -10,
      },
    };
    const monster: TargetChoice = { kind: 'monster', monsterId: 31, grade: 5 };
    for (const choice of [custom, monster]) expect(parseTarget(targetParam(choice))).toEqual(choice);
    expect(targetParam({ kind: 'none' })).toBeNull();
    expect(targetParam(monster)).toBe('m.31.5');
  });

  it('reads a value out of bounds, or malformed, as no target rather than guessing', () => {
    for (const value of [
      null,
      '',
      'm.31',
      'm.0.1',
      'm.31.x',
      'c.101,0,0,0,0.0,0,0,0,0.0.0.0',
      'c.0,0,0,0.0,0,0,0,0.0.0.0',
      'c.0,0,0,0,0.0,0,0,0,0.0.0',
      'c.0,0,0,0,0.0,0,0,0,9999999.0.0.0',
      'c.1.5,0,0,0,0.0,0,0,0,0.0.0.0',
    ]) {
      expect(parseTarget(value)).toEqual({ kind: 'none' });
    }
  });

  it("deals against a monster grade's percent resistances, and nothing until the grade is loaded", () => {
    const grade = { resistances: { neutral: 1, earth: 6, water: -9 } };
    expect(damageTargetOf({ kind: 'monster', monsterId: 1, grade: 1 }, grade)).toEqual({
      resistPercent: { neutral: 1, earth: 6, water: -9 },
    });
    expect(damageTargetOf({ kind: 'monster', monsterId: 1, grade: 1 }, undefined)).toBeUndefined();
    expect(damageTargetOf({ kind: 'none' }, grade)).toBeUndefined();
    expect(damageTargetOf({ kind: 'custom', custom: EMPTY_CUSTOM }, grade)).toBe(EMPTY_CUSTOM);
  });
});
