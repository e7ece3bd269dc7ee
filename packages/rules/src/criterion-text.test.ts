import { describeCriterion, parseCriterion } from './conditions';
import { describe, expect, it } from 'vitest';
import { breedIdsOf, criterionLines, itemIdsOf, questIdsOf } from './criterion-text';

const t = (key: string, values: Record<string, unknown> = {}) => `${key}${JSON.stringify(values)}`;
const names = {
  characteristics: new Map([
    [10, 'Force'],
    [15, 'Intelligence'],
    [13, 'Chance'],
  ]),
  breeds: new Map([[8, 'Iop']]),
};
const lines = (text: string) => criterionLines(describeCriterion(parseCriterion(text)), t, names);

describe('item conditions in readable form', () => {
  it('names characteristics instead of game codes', () => {
    expect(lines('CS>100')).toEqual(['Force > 100']);
  });

  it('puts each part of a top-level "and" on its own line and reads "or" groups inline', () => {
    expect(lines('(CI>200|CC>200)&PL>50')).toEqual([
      'Intelligence > 200 criteria.or{} Chance > 200',
      'criteria.level{"sign":">","value":"50"}',
    ]);
  });

  it('names the class of a PG condition and keeps unknown codes visible', () => {
    expect(lines('PG=8')).toEqual(['criteria.breed{"sign":"=","value":"Iop"}']);
    expect(lines('Qa=12')).toEqual(['criteria.unknown{"code":"Qa=12"}']);
    expect(breedIdsOf(describeCriterion(parseCriterion('PG=8|PG=2')))).toEqual([8, 2]);
  });

  it('reads quest, item and alignment conditions of quests and achievements by name', () => {
    const more = {
      ...names,
      quests: new Map([[55, 'Le Bouftou Noir']]),
      items: new Map([[8, 'Coiffe du Bouftou']]),
      alignments: new Map([[1, 'Bonta']]),
    };
    const read = (text: string) => criterionLines(describeCriterion(parseCriterion(text)), t, more);
    expect(read('Ps=1&Pa>2&Qf=55')).toEqual([
      'criteria.alignment{"sign":"=","name":"Bonta"}',
      'criteria.alignmentLevel{"sign":">","value":2}',
      'criteria.questFinished{"name":"Le Bouftou Noir"}',
    ]);
    expect(read('Qa!55|PO=8')).toEqual([
      'criteria.questNotActive{"name":"Le Bouftou Noir"} criteria.or{} criteria.itemOwned{"name":"Coiffe du Bouftou"}',
    ]);
    expect(read('Qf=999')).toEqual(['criteria.unknown{"code":"Qf=999"}']);
    expect(read('PK>49999')).toEqual(['criteria.kamas{"sign":">","value":49999}']);
    const tree = describeCriterion(parseCriterion('Qf=55&(Qa=56|PO=8)&PL>20'));
    expect(questIdsOf(tree)).toEqual([55, 56]);
    expect(itemIdsOf(tree)).toEqual([8]);
  });
});
