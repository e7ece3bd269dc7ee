/** The DofusDB query dialect on a small collection: `$regex`, `$sort` forms, paging, `$populate`. */
import { describe, expect, it } from 'vitest';
import { Dataset } from './dataset';
import { QueryError } from './errors';
import { REGEX } from './regex';

const ds = new Dataset(
  [
    { id: 1, level: 50, name: { fr: 'Bottes de Bowisse', en: "Bowisse's Boots" }, type: { id: 11 }, tags: ['a', 'b'] },
    { id: 2, level: 7, name: { fr: 'Épée de Boisaille', en: 'Twiggy Sword' }, type: { id: 6 }, tags: ['c'] },
    { id: 3, level: 200, name: { fr: 'Bottes du Bouftou', en: 'Gobball Boots' }, type: { id: 11 }, tags: [] },
  ],
  ['type'],
);
const ids = (query: Record<string, unknown>) => (ds.find(query).data as { id: number }[]).map((d) => d.id);

describe('$regex', () => {
  it('matches like MongoDB: case-sensitive by default, $options=i, the inline (?i) flag', () => {
    expect(ids({ 'name.fr': { $regex: 'bottes' } })).toEqual([]);
    expect(ids({ 'name.fr': { $regex: 'bottes', $options: 'i' } })).toEqual([1, 3]);
    expect(ids({ 'name.fr': { $regex: '(?i)^bottes de' } })).toEqual([1]);
  });
  it('supports anchors, alternation and lookaheads', () => {
    expect(ids({ 'name.en': { $regex: 'Boots$' } })).toEqual([1, 3]);
    expect(ids({ 'name.en': { $regex: '^(Twiggy|Gobball)' } })).toEqual([2, 3]);
    expect(ids({ 'name.fr': { $regex: '(?=.*bottes)(?=.*bou)', $options: 'i' } })).toEqual([3]);
  });
  it('reads an i18n object in the query language, and works inside $or', () => {
    expect(ids({ name: { $regex: '^Gobball' }, lang: 'en' })).toEqual([3]);
    expect(ids({ $or: [{ 'name.fr': { $regex: '^Épée' } }, { level: 200 }] })).toEqual([2, 3]);
  });
  it('cuts a catastrophic pattern at its time budget with a 400 naming the parameter', () => {
    const evil = new Dataset([{ id: 1, s: `${'a'.repeat(40)}!` }]);
    let error: unknown;
    try {
      evil.find({ s: { $regex: '^(a+)+$' } });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QueryError);
    expect((error as QueryError).param).toBe('s[$regex]');
    expect((error as QueryError).message).toContain(`${REGEX.budgetMs} ms`);
  }, 60_000);
  it(`refuses more than ${REGEX.maxPerQuery} $regex conditions in one query`, () => {
    const many = Array.from({ length: REGEX.maxPerQuery + 1 }, () => ({ 'name.fr': { $regex: 'a' } }));
    expect(() => ds.find({ $or: many })).toThrow(QueryError);
  });
});

describe('$sort, paging and $populate like DofusDB', () => {
  it('reads $sort=field, $sort=-field, a list, and asc/desc words', () => {
    expect(ids({ $sort: '-level' })).toEqual([3, 1, 2]);
    expect(ids({ $sort: 'level' })).toEqual([2, 1, 3]);
    expect(ids({ $sort: 'type.id,-level' })).toEqual([2, 3, 1]);
    expect(ids({ $sort: { level: 'DESC' } })).toEqual([3, 1, 2]);
  });
  it('cuts $limit above the maximum page size instead of refusing it; $limit=0 gives the total only', () => {
    expect(ds.find({ $limit: '100000000' }).limit).toBe(50);
    expect(ds.find({ $limit: '0', 'type.id': 11 })).toEqual({ total: 2, limit: 0, skip: 0, data: [] });
  });
  it('matches an array field on any element, and field[]=a as $in', () => {
    expect(ids({ tags: 'b' })).toEqual([1]);
    expect(ids({ tags: ['c', 'b'] })).toEqual([1, 2]);
  });
  it('leaves the embedded documents out with $populate=false', () => {
    expect(ds.find({ id: 1, $populate: 'false' }).data[0]).not.toHaveProperty('type');
    expect(ds.find({ id: 1 }).data[0]).toHaveProperty('type');
  });
});

describe('parameters as Feathers reads them (parseInt) and empty selections', () => {
  it('reads a glued $skip/$limit by its leading integer and loses the glued parameter, as DofusDB does', () => {
    // `$skip=0$limit=50`: qs gives $skip "0$limit=50"; Feathers parseInt → 0, $limit stays the default.
    const page = ds.find({ $skip: '0$limit=50' });
    expect(page.skip).toBe(0);
    expect(page.limit).toBe(10);
    expect(ds.find({ $limit: '2lang=fr' }).data).toHaveLength(2);
  });
  it('reads a glued $sort direction by its leading integer', () => {
    expect(ids({ $sort: { level: '1lang=fr' } })).toEqual([2, 1, 3]);
    expect(ids({ $sort: { level: '-1&x' } })).toEqual([3, 1, 2]);
  });
  it('drops empty $select names: nothing left means whole documents', () => {
    expect(ds.find({ $select: [''] }).data[0]).toHaveProperty('name');
    expect(ds.find({ $select: ['', 'level'] }).data[0]).toEqual({ id: 1, level: 50 });
  });
  it('still refuses a value that does not start with an integer', () => {
    expect(() => ds.find({ $skip: '$0' })).toThrow(QueryError);
    expect(() => ds.find({ $sort: { level: 'x1' } })).toThrow(QueryError);
  });
});

describe('an empty value on a numeric field', () => {
  it('matches nothing, as DofusDB answers an empty id list (mongoose casts "" to null)', () => {
    expect(ds.find({ id: { $in: [''] } }).total).toBe(0);
    expect(ds.find({ level: '' }).total).toBe(0);
    expect(ds.find({ id: { $in: ['', '2'] } }).data).toHaveLength(1);
  });
});
