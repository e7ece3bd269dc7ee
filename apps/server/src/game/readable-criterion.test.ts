import { describe, expect, it } from 'vitest';
import { readableCriterion, type ReadableContext } from './readable-criterion';

const quests = new Map([[1077, { id: 1077, name: { fr: 'Offrande à Sebklav', en: 'Offering for Sebklav' } }]]);
const ctx = (lang: 'fr' | 'en'): ReadableContext => ({
  lang,
  names: { characteristics: new Map([[10, lang === 'fr' ? 'Force' : 'Strength']]), breeds: new Map(), quests: new Map([[1077, quests.get(1077)!.name[lang]]]) },
  record: (collection, id) => (collection === 'quests' ? quests.get(id) : undefined),
});

describe("DofusDB's readable criterion (the grammar DofusSharp's converter reads)", () => {
  it('wraps a single condition in a list, its named record after its text', () => {
    const [term] = readableCriterion('Qf=1077', ctx('fr'))!;
    expect(term).toEqual([expect.stringContaining('Offrande à Sebklav'), { id: 1077, className: 'Quests', name: quests.get(1077)!.name }]);
  });
  it('joins conditions with "&" and "|", a group of the other operator nested (its parentheses)', () => {
    expect(readableCriterion('PL>189&(CS>100|Qf=1077)', ctx('en'))).toEqual([
      ['Level > 189'],
      '&',
      [[expect.stringContaining('Strength')], '|', [expect.stringContaining('Offering for Sebklav'), expect.objectContaining({ id: 1077 })]],
    ]);
  });
  it('names no record it does not hold, and refuses text that is not a condition', () => {
    expect(readableCriterion('Qf=9', ctx('en'))).toEqual([[expect.any(String)]]);
    expect(readableCriterion('&&', ctx('fr'))).toBeUndefined();
  });
});
