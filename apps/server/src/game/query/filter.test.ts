import { describe, expect, it } from 'vitest';
import { Dataset } from './dataset';

const items = [
  {
    id: 1,
    name: { fr: 'Épée de Boisaille', en: 'Boisaille Sword' },
    slug: { fr: 'epee-de-boisaille', en: 'boisaille-sword' },
    level: 10,
    typeId: 6,
    price: 100,
    exotic: false,
    effects: [
      { effectId: 118, characteristic: 10, from: 20, to: 40 },
      { effectId: 125, characteristic: 11, from: 5, to: 10 },
    ],
    drops: [{ itemId: 7, rate: [1, 2] }],
  },
  {
    id: 2,
    name: { fr: 'Coiffe du Bouftou', en: 'Gobball Headgear' },
    slug: { fr: 'coiffe-du-bouftou', en: 'gobball-headgear' },
    level: 5,
    typeId: 16,
    price: 50,
    exotic: true,
    effects: [{ effectId: 118, characteristic: 10, from: 50, to: 60 }],
    drops: [],
  },
  {
    id: 3,
    name: { fr: 'Œil de Bouftou', en: 'Gobball Eye' },
    slug: { fr: 'oeil-de-bouftou', en: 'gobball-eye' },
    level: 5,
    typeId: 48,
    exotic: false,
    effects: [],
    drops: [{ itemId: 9, rate: [3] }],
  },
  {
    id: 4,
    name: { fr: 'Anneau du Bouftou', en: 'Gobball Ring' },
    slug: { fr: 'anneau-du-bouftou', en: 'gobball-ring' },
    level: 8,
    typeId: 9,
    price: 75,
    exotic: false,
    effects: [{ effectId: 125, characteristic: 11, from: 10, to: 55 }],
    drops: [{ itemId: 7, rate: [5] }],
  },
];
const quests = [
  {
    id: 10,
    name: { fr: 'A', en: 'A' },
    steps: [
      {
        id: 1,
        rewards: [
          {
            itemsReward: [
              [500, 2],
              [501, 1],
            ],
          },
        ],
      },
    ],
  },
  {
    id: 11,
    name: { fr: 'B', en: 'B' },
    steps: [
      { id: 2, rewards: [{ itemsReward: [[502, 500]] }] },
      { id: 3, rewards: [] },
    ],
  },
];

const ds = new Dataset(items);
const ids = (query: Record<string, unknown>, d: Dataset = ds) =>
  d.find(query).data.map((x) => (x as { id: number }).id);

describe('filter operators', () => {
  it('matches equality, coercing query-string values to the field type', () => {
    expect(ids({ level: '5' })).toEqual([2, 3]);
    expect(ids({ level: 5 })).toEqual([2, 3]);
    expect(ids({ exotic: 'true' })).toEqual([2]);
    expect(ids({ exotic: false })).toEqual([1, 3, 4]);
    expect(ids({ 'name.fr': 'Coiffe du Bouftou' })).toEqual([2]);
  });
  it('supports $ne, $in, $nin', () => {
    expect(ids({ level: { $ne: '5' } })).toEqual([1, 4]);
    expect(ids({ typeId: { $in: ['6', '9'] } })).toEqual([1, 4]);
    expect(ids({ typeId: { $in: { 0: '6', 1: '48' } } })).toEqual([1, 3]);
    expect(ids({ typeId: ['16', '48'] })).toEqual([2, 3]);
    expect(ids({ typeId: { $nin: [6, 9] } })).toEqual([2, 3]);
    expect(ids({ price: { $ne: 100 } })).toEqual([2, 3, 4]);
  });
  it('supports $lt, $lte, $gt, $gte and combinations on one field', () => {
    expect(ids({ level: { $lt: '8' } })).toEqual([2, 3]);
    expect(ids({ level: { $lte: '8' } })).toEqual([2, 3, 4]);
    expect(ids({ level: { $gt: 5 } })).toEqual([1, 4]);
    expect(ids({ level: { $gte: '5', $lt: '10' } })).toEqual([2, 3, 4]);
    expect(ids({ price: { $gte: 0 } })).toEqual([1, 2, 4]);
  });
  it('supports $or and $and', () => {
    expect(ids({ $or: [{ typeId: '6' }, { level: '5' }] })).toEqual([1, 2, 3]);
    expect(ids({ $and: [{ level: { $gte: 5 } }, { level: { $lte: 5 } }] })).toEqual([2, 3]);
    expect(ids({ $or: { 0: { id: '4' }, 1: { id: '1' } }, level: { $gt: 9 } })).toEqual([1]);
  });
  it('matches dotted paths through arrays like MongoDB', () => {
    expect(ids({ 'drops.itemId': '7' })).toEqual([1, 4]);
    expect(ids({ 'effects.characteristic': 11 })).toEqual([1, 4]);
    expect(ids({ 'drops.rate': '3' })).toEqual([3]);
    expect(ids({ 'effects.0.effectId': 125 })).toEqual([4]);
    expect(ids({ effects: { characteristic: '11' } })).toEqual([1, 4]);
  });
  it('matches a number at any depth of arrays of arrays (reward tuples)', () => {
    const q = new Dataset(quests);
    expect(ids({ 'steps.rewards.itemsReward': '501' }, q)).toEqual([10]);
    expect(ids({ 'steps.rewards.itemsReward': { $in: [502] } }, q)).toEqual([11]);
  });
  it('searches name/slug accent- and case-insensitively, literally, per language', () => {
    expect(ids({ name: { $search: 'BOUFTOU' } })).toEqual([2, 3, 4]);
    expect(ids({ name: { $search: 'épée' } })).toEqual([1]);
    expect(ids({ name: { $search: 'oeil' } })).toEqual([3]);
    expect(ids({ name: { $search: 'Œil de' } })).toEqual([3]);
    expect(ids({ slug: { $search: 'gobball' }, lang: 'en' })).toEqual([2, 3, 4]);
    expect(ids({ name: { $search: 'gobball' } })).toEqual([]);
    expect(ids({ name: { $search: '.*' } })).toEqual([1, 2, 3, 4]);
    expect(ids({ name: { $search: 'e(' } })).toEqual([1, 2, 3, 4]);
    expect(ids({ 'name.en': { $search: 'ring' } })).toEqual([4]);
    expect(ids({ $or: [{ name: { $search: 'anneau' } }, { id: 1 }] })).toEqual([1, 4]);
  });
  it('supports $elemMatch with operators on one element', () => {
    expect(ids({ effects: { $elemMatch: { characteristic: '10', to: { $gte: '50' } } } })).toEqual([2]);
    expect(
      ids({ effects: { $elemMatch: { characteristic: 11, from: { $gte: 5 }, to: { $lte: 10 } } } }),
    ).toEqual([1]);
    expect(ids({ 'drops.rate': { $elemMatch: { $gte: 4 } } })).toEqual([4]);
  });
  it('supports $exists', () => {
    expect(ids({ price: { $exists: 'false' } })).toEqual([3]);
    expect(ids({ price: { $exists: true } })).toEqual([1, 2, 4]);
  });
});

describe('paging, sorting and selection', () => {
  it('answers {total, limit, skip, data} with the default limit 10 capped at 50', () => {
    const many = new Dataset(Array.from({ length: 120 }, (_, i) => ({ id: i + 1 })));
    expect(many.find({})).toMatchObject({ total: 120, limit: 10, skip: 0 });
    expect(many.find({ $limit: '500' }).data).toHaveLength(50);
    expect(many.find({ $limit: '0' })).toMatchObject({ total: 120, limit: 0, data: [] });
    expect(many.find({ $skip: '115', $limit: 10 }).data).toHaveLength(5);
  });
  it('sorts on nested fields with id as the tie-breaker', () => {
    expect(ids({ $sort: { level: '1' } })).toEqual([2, 3, 4, 1]);
    expect(ids({ $sort: { level: -1 } })).toEqual([1, 4, 2, 3]);
    expect(ids({ $sort: { 'name.fr': 1 } })).toEqual([4, 2, 1, 3]);
    expect(ids({ $sort: { 'name.en': 1 } })).toEqual([1, 3, 2, 4]);
    expect(ids({ $sort: { 'effects.to': -1, level: 1 } })).toEqual([2, 4, 1, 3]);
    expect(ids({ $sort: { name: 1 }, lang: 'en' })).toEqual([1, 3, 2, 4]);
  });
  it('selects fields (dotted too) and always keeps id', () => {
    expect(ds.find({ $select: ['level'], id: 2 }).data).toEqual([{ id: 2, level: 5 }]);
    expect(ds.find({ $select: ['name.en', 'effects.to'], id: '1' }).data).toEqual([
      { id: 1, name: { en: 'Boisaille Sword' }, effects: [{ to: 40 }, { to: 10 }] },
    ]);
    expect(ds.find({ $select: 'typeId', id: 3 }).data).toEqual([{ id: 3, typeId: 48 }]);
  });
  it('accepts $cache and lang', () => {
    expect(ds.find({ $cache: 'true', lang: 'en' }).total).toBe(4);
  });
  it('gets by id, string or number', () => {
    expect(ds.get('3')).toBe(items[2]);
    expect(ds.get(3)).toBe(items[2]);
    expect(ds.get(99)).toBeUndefined();
  });
  it('uses the id index for id / id[$in] and keeps collection order', () => {
    expect(ids({ id: { $in: ['4', '1', '99'] } })).toEqual([1, 4]);
    expect(ids({ id: { $in: [4, 1] }, level: 8 })).toEqual([4]);
  });
});
