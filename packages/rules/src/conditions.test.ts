import { describe, expect, it } from 'vitest';
import { zeroCharacteristics } from './characteristics';
import { describeCriterion, evaluateCriterion, parseCriterion } from './conditions';
import type { CriterionContext } from './conditions';

function context(overrides: Partial<CriterionContext> = {}): CriterionContext {
  return {
    totals: { 10: 150, 11: 500, 12: 80, 13: 0, 14: 40, 15: 200 },
    base: { ...zeroCharacteristics(), agility: 30, strength: 100 },
    ap: 11,
    mp: 6,
    level: 120,
    breedId: 8,
    sexe: 'female',
    setBonusCount: 2,
    ...overrides,
  };
}

const isMet = (text: string, ctx = context()) => evaluateCriterion(parseCriterion(text), ctx).isMet;

describe('parsing', () => {
  it('reads a single term', () => {
    expect(parseCriterion('CS>100')).toEqual({
      kind: 'term',
      code: 'CS',
      operator: '>',
      value: '100',
      isKnown: true,
    });
  });

  it('binds & tighter than | and groups with parentheses', () => {
    expect(parseCriterion('CS>1&CI>2|PL>3')).toMatchObject({
      kind: 'or',
      children: [{ kind: 'and', children: [{ code: 'CS' }, { code: 'CI' }] }, { code: 'PL' }],
    });
    expect(parseCriterion('CS>1&(CI>2|PL>3)')).toMatchObject({
      kind: 'and',
      children: [{ code: 'CS' }, { kind: 'or', children: [{ code: 'CI' }, { code: 'PL' }] }],
    });
  });

  it('gives no condition for an empty string', () => {
    expect(parseCriterion('')).toBeNull();
    expect(parseCriterion('  ')).toBeNull();
    expect(parseCriterion(undefined)).toBeNull();
    expect(evaluateCriterion(null, context()).isMet).toBe(true);
  });

  it('keeps unknown codes as unknown terms', () => {
    expect(parseCriterion('Pa=3')).toMatchObject({ code: 'Pa', isKnown: false });
    expect(parseCriterion('PX=1')).toMatchObject({ code: 'PX', isKnown: false });
    expect(parseCriterion('constructor=1')).toMatchObject({ isKnown: false });
    expect(parseCriterion('CS>abc')).toMatchObject({ code: 'CS', isKnown: false });
  });

  it('survives malformed strings without throwing', () => {
    expect(() => parseCriterion('(CS>1&')).not.toThrow();
    expect(() => parseCriterion(')|(')).not.toThrow();
    expect(parseCriterion('(CS>1')).toMatchObject({ code: 'CS' });
  });
});

describe('evaluating', () => {
  it('compares total characteristics with <, >, =, ! and ~', () => {
    expect(isMet('CS>100')).toBe(true);
    expect(isMet('CS>150')).toBe(false);
    expect(isMet('CI<201')).toBe(true);
    expect(isMet('CV=500')).toBe(true);
    expect(isMet('CW!80')).toBe(false);
    expect(isMet('CA~40')).toBe(true);
    expect(isMet('CC<1')).toBe(true);
  });

  it('reads lower-case codes as base characteristics', () => {
    expect(isMet('Ca<50')).toBe(true);
    expect(isMet('CA<50')).toBe(true);
    expect(isMet('Cs>100')).toBe(false);
  });

  it('reads AP, MP, level, class and sex (0 male, 1 female)', () => {
    expect(isMet('CP<12')).toBe(true);
    expect(isMet('CM>6')).toBe(false);
    expect(isMet('PL>49')).toBe(true);
    expect(isMet('PG=8')).toBe(true);
    expect(isMet('PS=1')).toBe(true);
    expect(isMet('PS=1', context({ sexe: 'male' }))).toBe(false);
  });

  it('needs every term of an & and one term of an |', () => {
    expect(isMet('CS>100&PL>130')).toBe(false);
    expect(isMet('CS>100|PL>130')).toBe(true);
    expect(isMet('CS>200|PL>130')).toBe(false);
  });

  it('respects parentheses', () => {
    expect(isMet('(CS>200|PL>100)&PG=8')).toBe(true);
    expect(isMet('CS>200|(PL>100&PG=9)')).toBe(false);
    expect(isMet('((CS>100))')).toBe(true);
  });

  it('limits the number of set bonuses with Pk', () => {
    expect(isMet('Pk<3')).toBe(true);
    expect(isMet('Pk<3', context({ setBonusCount: 3 }))).toBe(false);
    expect(isMet('Pk<3&CS>100')).toBe(true);
  });

  it('counts unknown terms as met and reports them', () => {
    const result = evaluateCriterion(parseCriterion('Pa=3&CS>100|Ps=1'), context());
    expect(result.isMet).toBe(true);
    expect(result.unknown.map((term) => term.code)).toEqual(['Pa', 'Ps']);
  });

  it('reports the unmet terms', () => {
    const result = evaluateCriterion(parseCriterion('CS>100&PL>130'), context());
    expect(result.unmet).toMatchObject([{ code: 'PL', operator: '>', value: '130' }]);
  });
});

describe('describing', () => {
  it('gives structured parts with what each known code measures', () => {
    expect(describeCriterion(parseCriterion('CS>100|(Pa=3&PL>49)'))).toEqual({
      kind: 'or',
      parts: [
        {
          kind: 'term',
          code: 'CS',
          operator: '>',
          value: '100',
          subject: { kind: 'total', characteristic: 10 },
        },
        {
          kind: 'and',
          parts: [
            { kind: 'term', code: 'Pa', operator: '=', value: '3' },
            { kind: 'term', code: 'PL', operator: '>', value: '49', subject: { kind: 'level' } },
          ],
        },
      ],
    });
    expect(describeCriterion(null)).toBeNull();
  });
});
