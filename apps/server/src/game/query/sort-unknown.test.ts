import { describe, expect, it } from 'vitest';
import { Dataset } from './dataset';

// Level 0 is the data's "level unknown"; a missing level too (quests' levelMin, monsters without grades).
const docs = [
  { id: 1, name: { fr: 'Coup de Poing' }, level: 0, levelMin: undefined, grades: [] },
  { id: 2, name: { fr: 'Coiffe' }, level: 5, levelMin: 5, grades: [{ level: 5 }] },
  { id: 3, name: { fr: 'Anneau' }, level: 200, levelMin: 200, grades: [{ level: 200 }] },
  { id: 4, name: { fr: 'Amulette' }, level: 50, levelMin: 50, grades: [{ level: 50 }] },
];
const ids = (q: Record<string, unknown>) =>
  new Dataset(docs).find(q).data.map((d) => (d as { id: number }).id);

describe('sorting puts unknown values last in both directions', () => {
  it('a level of 0 sorts after every known level, ascending and descending', () => {
    expect(ids({ $sort: { level: 1 } })).toEqual([2, 4, 3, 1]);
    expect(ids({ $sort: { level: -1 } })).toEqual([3, 4, 2, 1]);
  });

  it('a missing level (quests) or no grade (monsters) sorts last too', () => {
    expect(ids({ $sort: { levelMin: 1 } })).toEqual([2, 4, 3, 1]);
    expect(ids({ $sort: { levelMin: -1 } })).toEqual([3, 4, 2, 1]);
    expect(ids({ $sort: { 'grades.level': -1 } })).toEqual([3, 4, 2, 1]);
  });
});
