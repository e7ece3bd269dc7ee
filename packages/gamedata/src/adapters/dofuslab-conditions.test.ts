import { describe, expect, it } from 'vitest';
import { parseCriterion } from '@grimoire/rules';
import { labConditionToCriterion } from './dofuslab-conditions.ts';

const term = (stat: string, operator: string, value: number) => ({ stat, operator, value });

describe('dofuslab condition tree → game criterion string', () => {
  it('writes one condition as code, operator and value', () => {
    expect(labConditionToCriterion(term('STRENGTH', '>', 80))).toBe('CS>80');
    expect(labConditionToCriterion(term('ALIGNMENT_LEVEL', '>', 20))).toBe('Pa>20');
  });

  it('keeps the case of the codes: PK is kamas, Pk the set bonuses', () => {
    expect(labConditionToCriterion(term('KAMAS', '>', 49999))).toBe('PK>49999');
    expect(labConditionToCriterion(term('SET_BONUS', '<', 3))).toBe('Pk<3');
  });

  it('joins "and" with & and "or" with |, parenthesizing nested groups', () => {
    expect(labConditionToCriterion({ and: [term('STRENGTH', '>', 80), term('AP', '<', 12)] })).toBe(
      'CS>80&CP<12',
    );
    expect(labConditionToCriterion({ or: [term('AP', '<', 12), term('MP', '<', 6)] })).toBe('CP<12|CM<6');
    const nested = {
      and: [term('INTELLIGENCE', '>', 299), { or: [term('AP', '<', 12), term('MP', '<', 6)] }],
    };
    expect(labConditionToCriterion(nested)).toBe('CI>299&(CP<12|CM<6)');
  });

  it('reads back through the rules parser as the same tree', () => {
    const nested = {
      or: [{ and: [term('CHANCE', '>', 99), term('AGILITY', '>', 99)] }, term('VITALITY', '>', 400)],
    };
    const text = labConditionToCriterion(nested);
    expect(text).toBe('(CC>99&CA>99)|CV>400');
    expect(parseCriterion(text)).toMatchObject({
      kind: 'or',
      children: [
        {
          kind: 'and',
          children: [
            { code: 'CC', value: '99' },
            { code: 'CA', value: '99' },
          ],
        },
        { code: 'CV', operator: '>', value: '400' },
      ],
    });
  });

  it('gives no criterion for an empty tree, and none for a stat it cannot write', () => {
    expect(labConditionToCriterion({})).toBeUndefined();
    expect(labConditionToCriterion(undefined)).toBeUndefined();
    expect(labConditionToCriterion({ and: [] })).toBeUndefined();
    expect(
      labConditionToCriterion({ and: [term('STRENGTH', '>', 80), term('PVP_RANK', '>', 2)] }),
    ).toBeUndefined();
  });

  it('unwraps a group of one', () => {
    expect(labConditionToCriterion({ and: [{ or: [term('MP', '<', 6)] }] })).toBe('CM<6');
  });
});
