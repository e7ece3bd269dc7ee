import { describe, expect, it } from 'vitest';
import { Dataset } from './dataset';
import { QueryError } from './errors';

const ds = new Dataset([
  {
    id: 1,
    level: 10,
    price: 5,
    exotic: false,
    name: { fr: 'a', en: 'a' },
    effects: [{ characteristic: 1, to: 2 }],
  },
  { id: 2, level: 20, exotic: true, name: { fr: 'b', en: 'b' }, effects: [] },
]);

function rejection(query: Record<string, unknown>): QueryError {
  try {
    ds.find(query);
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(query)}`);
}

const deepOr = (levels: number): Record<string, unknown> =>
  levels === 0 ? { id: 1 } : { $or: [deepOr(levels - 1)] };

describe('bad input is rejected with the parameter named', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['unknown operator', { price: { $foo: '1' } }, 'price[$foo]'],
    ['unknown top-level operator', { $where: 'x' }, '$where'],
    ['$regex that is not a pattern', { 'name.fr': { $regex: 'a(' } }, 'name.fr[$regex]'],
    ['$regex longer than 200 characters', { 'name.fr': { $regex: 'a'.repeat(201) } }, 'name.fr[$regex]'],
    ['$options JavaScript has no equivalent for', { 'name.fr': { $regex: 'a', $options: 'x' } }, 'name.fr[$options]'],
    ['$options without $regex', { 'name.fr': { $options: 'i' } }, 'name.fr[$options]'],
    ['$regex given an object', { 'name.fr': { $regex: { a: 1 } } }, 'name.fr[$regex]'],
    ['$populate that is not a boolean', { $populate: 'maybe' }, '$populate'],
    ['non-numeric value on a numeric field', { level: { $gte: 'abc' } }, 'level[$gte]'],
    ['non-numeric equality on a numeric field', { level: 'abc' }, 'level'],
    ['non-numeric value inside $in', { level: { $in: ['1', 'x'] } }, 'level[$in][1]'],
    ['non-boolean value on a boolean field', { exotic: 'yes' }, 'exotic'],
    [
      'non-numeric value in $elemMatch',
      { effects: { $elemMatch: { to: { $gte: 'x' } } } },
      'effects[$elemMatch][to][$gte]',
    ],
    [
      'unknown operator in $elemMatch',
      { effects: { $elemMatch: { to: { $bar: 1 } } } },
      'effects[$elemMatch][to][$bar]',
    ],
    ['negative $limit', { $limit: '-1' }, '$limit'],
    ['$limit that does not start with an integer', { $limit: '$50' }, '$limit'],
    ['negative $skip', { $skip: -3 }, '$skip'],
    ['non-numeric $skip', { $skip: 'ten' }, '$skip'],
    ['$skip over 1e6', { $skip: '1000001' }, '$skip'],
    ['$or nested deeper than 4', deepOr(5), '$or[0][$or][0][$or][0][$or][0][$or]'],
    [
      '$in over 500 values',
      { level: { $in: Array.from({ length: 501 }, (_, i) => String(i)) } },
      'level[$in]',
    ],
    ['$sort other than 1/-1', { $sort: { level: '2' } }, '$sort[level]'],
    ['$sort with an unknown direction', { $sort: { level: 'sideways' } }, '$sort[level]'],
    ['$sort bare form with a bad field', { $sort: '-__proto__' }, '$sort[__proto__]'],
    ['$select with an object', { $select: [{ a: 1 }] }, '$select[0]'],
    ['unknown lang', { lang: 'xx' }, 'lang'],
    ['prototype field', { '__proto__.x': 1 }, '__proto__.x'],
    ['operator mixed with sub-field', { name: { $search: 'a', fr: 'b' } }, 'name'],
    ['empty $or', { $or: [] }, '$or'],
    ['object for a scalar operator', { level: { $gt: { a: 1 } } }, 'level[$gt]'],
  ])('%s', (_label, query, param) => {
    const error = rejection(query);
    expect(error.param).toBe(param);
    expect(error.message).toContain(param);
  });

  it('accepts $or nested exactly 4 deep, and 500 $in values', () => {
    expect(ds.find(deepOr(4)).total).toBe(1);
    expect(ds.find({ level: { $in: Array.from({ length: 500 }, (_, i) => String(i)) } }).total).toBe(2);
  });
  it('does not treat $search text as a regex', () => {
    expect(ds.find({ name: { $search: '(' } }).total).toBe(2);
    expect(ds.find({ name: { $search: 'a|b' } }).total).toBe(0);
  });
});
