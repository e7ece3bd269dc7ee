import { describeCriterion, parseCriterion } from './conditions';
import { describe, expect, it } from 'vitest';
import { achievementIdsOf, breedIdsOf, criterionLines, itemIdsOf, jobIdsOf, questIdsOf, stateIdsOf, subAreaIdsOf } from './criterion-text';

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

  it('names the class of a PG condition and never shows a raw code for a term it cannot word', () => {
    expect(lines('PG=8')).toEqual(['criteria.breed{"sign":"=","value":"Iop"}']);
    expect(lines('Qa=12')).toEqual(['criteria.other{}']);
    expect(lines('CU>0&BT=1')).toEqual(['criteria.other{}']);
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
    expect(read('Qf=999')).toEqual(['criteria.other{}']);
    expect(read('PK>49999')).toEqual(['criteria.kamas{"sign":">","value":49999}']);
    const tree = describeCriterion(parseCriterion('Qf=55&(Qa=56|PO=8)&PL>20'));
    expect(questIdsOf(tree)).toEqual([55, 56]);
    expect(itemIdsOf(tree)).toEqual([8]);
  });
});

describe('drop conditions of the 3.6.8.8 tables in words', () => {
  const more = {
    ...names,
    quests: new Map([
      [2502, 'Bien débuter'],
      [289, 'La Grafioze'],
    ]),
    items: new Map([
      [13424, 'Troma du Vieux John'],
      [519, 'Poudre de Perlinpainpain'],
      [27607, 'Signe de Klüme'],
    ]),
    jobs: new Map([
      [41, 'Chasseur'],
      [24, 'Mineur'],
    ]),
    subAreas: new Map([
      [804, 'Salles des Embruns'],
      [805, 'Salles des Courants'],
    ]),
    states: new Map<number, string>(),
  };
  const read = (text: string) => criterionLines(describeCriterion(parseCriterion(text)), t, more);

  it('reads a level window as one range ("PL>0&PL<83" is levels 1 to 82)', () => {
    expect(read('PL>0&PL<83')).toEqual(['criteria.levelBetween{"min":1,"max":82}']);
    expect(read('PL>9&PL<111')).toEqual(['criteria.levelBetween{"min":10,"max":110}']);
  });

  it('reads the Temporis exception and the level range on their own lines', () => {
    expect(read('(SC!5|ST!5)&PL>0&PL<59')).toEqual([
      'criteria.exceptTemporisSeason{"season":"5"}',
      'criteria.levelBetween{"min":1,"max":58}',
    ]);
  });

  it('reads an event window as dates, leaving out what players never see (static criteria, staff rights)', () => {
    expect(read('Sc=968&PO!13424&((SG=08&Sd>18&Sd<27)|PX=A)')).toEqual([
      'criteria.itemNotOwned{"name":"Troma du Vieux John"}',
      'criteria.dateBetween{"from":"19","to":"26","month":"criteria.month_8{}"}',
    ]);
    expect(read('(PO!15157&Sc=994&SG=03&Sd<9)|PX=A')).toEqual([
      'criteria.itemNotOwnedUnnamed{}',
      'criteria.dateBetween{"from":"criteria.firstDay{}","to":"8","month":"criteria.month_3{}"}',
    ]);
  });

  it('reads quest steps, item counts, equipped items, jobs, places, states and subscription', () => {
    expect(read('Qa=2502&Qo=19257')).toEqual(['criteria.questActive{"name":"Bien débuter"}', 'criteria.questStep{}']);
    expect(read('Qa=289&PO<519,1')).toEqual([
      'criteria.questActive{"name":"La Grafioze"}',
      'criteria.itemNotOwned{"name":"Poudre de Perlinpainpain"}',
    ]);
    expect(read('POE27607')).toEqual(['criteria.itemEquipped{"name":"Signe de Klüme"}']);
    expect(read('Pj>41,0&CU>0')).toEqual(['criteria.jobKnown{"name":"Chasseur"}', 'criteria.other{}']);
    expect(read('PZ=1&PJ=24')).toEqual(['criteria.subscribed{}', 'criteria.jobKnown{"name":"Mineur"}']);
    expect(read('PB=804|PB=805')).toEqual([
      'criteria.subArea{"name":"Salles des Embruns"} criteria.or{} criteria.subArea{"name":"Salles des Courants"}',
    ]);
    expect(read('HS!3924')).toEqual(['criteria.stateOffUnnamed{}']);
    expect(read('SC=5')).toEqual(['criteria.serverType{"name":"criteria.serverType_5{}"}']);
  });

  it('reads the client\'s achievement, quest-availability, map and mount codes (ItemCriterionFactory)', () => {
    const withAchievements = { ...more, achievements: new Map([[20, 'Bonne nuit, les petits']]) };
    const words = (text: string) => criterionLines(describeCriterion(parseCriterion(text)), t, withAchievements);
    expect(words('Ob!20')).toEqual(['criteria.achievementAccountNotDone{"name":"Bonne nuit, les petits"}']);
    expect(words('OA=20')).toEqual(['criteria.achievementDone{"name":"Bonne nuit, les petits"}']);
    expect(words('OA=99999')).toEqual(['criteria.achievementDoneUnnamed{}']);
    expect(words('Oa>500')).toEqual(['criteria.achievementPoints{"sign":">","value":500}']);
    expect(words('Qc=289')).toEqual(['criteria.questStartable{"name":"La Grafioze"}']);
    expect(words('Pm=154010883')).toEqual(['criteria.onMap{}']);
    expect(words('EB>9')).toEqual(['criteria.mountsBorn{"sign":">","value":9}']);
    expect(achievementIdsOf(describeCriterion(parseCriterion('OA=3&Ob!20')))).toEqual([3, 20]);
  });

  it('lists the ids whose names the words need', () => {
    const tree = describeCriterion(parseCriterion('Pj>41,0&PB=804&HS=6286&PJ=24'));
    expect(jobIdsOf(tree)).toEqual([41, 24]);
    expect(subAreaIdsOf(tree)).toEqual([804]);
    expect(stateIdsOf(tree)).toEqual([6286]);
  });
});
