import { describe, expect, it } from 'vitest';
import { entityFilterQuery, entitySearchParams, readEntitySearch } from './list-search';

describe('quest and achievement list filters', () => {
  it('reads name, clamped levels and category from the URL', () => {
    const state = readEntitySearch(new URLSearchParams('name=%20laine%20&levelMin=250&levelMax=-4&category=2'));
    expect(state).toEqual({ name: 'laine', levels: [0, 200], categoryId: 2 });
  });

  it('writes only what differs from the defaults', () => {
    expect(entitySearchParams({ name: '', levels: [0, 200], categoryId: 0 }).toString()).toBe('');
    expect(entitySearchParams({ name: 'wool', levels: [10, 50], categoryId: 3 }).toString()).toBe(
      'name=wool&levelMin=10&levelMax=50&category=3',
    );
  });

  it('filters on the given level field and category ids', () => {
    expect(entityFilterQuery({ name: 'x', levels: [10, 50], categoryId: 0 }, 'levelMin', [1, 2])).toEqual({
      name: { $search: 'x' },
      levelMin: { $gte: 10, $lte: 50 },
      categoryId: { $in: [1, 2] },
    });
    expect(entityFilterQuery({ name: '', levels: [0, 200], categoryId: 0 }, 'level')).toEqual({});
  });
});
