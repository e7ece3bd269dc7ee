import { describeCriterion, parseCriterion } from '@grimoire/rules';
import { describe, expect, it } from 'vitest';
import { breedIdsOf, criterionLines } from './criterion-text';

const t = (key: string, values: Record<string, unknown> = {}) => `${key}${JSON.stringify(values)}`;
const names = { characteristics: new Map([[10, 'Force'], [15, 'Intelligence'], [13, 'Chance']]), breeds: new Map([[8, 'Iop']]) };
const lines = (text: string) => criterionLines(describeCriterion(parseCriterion(text)), t, names);

describe('item conditions in readable form', () => {
  it('names characteristics instead of game codes', () => {
    expect(lines('CS>100')).toEqual(['Force > 100']);
  });

  it('puts each part of a top-level "and" on its own line and reads "or" groups inline', () => {
    expect(lines('(CI>200|CC>200)&PL>50')).toEqual([
      'Intelligence > 200 items.criterion.or{} Chance > 200',
      'items.criterion.level{"sign":">","value":"50"}',
    ]);
  });

  it('names the class of a PG condition and keeps unknown codes visible', () => {
    expect(lines('PG=8')).toEqual(['items.criterion.breed{"sign":"=","value":"Iop"}']);
    expect(lines('Qa=12')).toEqual(['items.criterion.unknown{"code":"Qa=12"}']);
    expect(breedIdsOf(describeCriterion(parseCriterion('PG=8|PG=2')))).toEqual([8, 2]);
  });
});
