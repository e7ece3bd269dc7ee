import { describe, expect, it } from 'vitest';
import { listQuery, readListState, withSearch } from './list-state';

describe('list state in the URL', () => {
  it('reads page, sort and order, falling back to defaults for bad values', () => {
    expect(readListState(new URLSearchParams('page=3&sort=name&order=desc'))).toEqual({ page: 3, sort: 'name', order: 'desc' });
    expect(readListState(new URLSearchParams('page=-1&sort=evil&order=up'))).toEqual({ page: 1, sort: 'level', order: 'asc' });
  });

  it('sorts names in the page language with id as tie-breaker and pages by 50', () => {
    expect(listQuery({ page: 2, sort: 'name', order: 'desc' }, 'en')).toEqual({
      $sort: { 'name.en': -1, id: 1 },
      $limit: 50,
      $skip: 50,
    });
    expect(listQuery({ page: 1, sort: 'id', order: 'asc' }, 'fr').$sort).toEqual({ id: 1 });
  });

  it('resets the page when a filter changes but keeps it when paging', () => {
    const search = new URLSearchParams('page=4&sort=level');
    expect(withSearch(search, { name: 'abc' })).toBe('?sort=level&name=abc');
    expect(withSearch(search, { page: 5 })).toBe('?page=5&sort=level');
    expect(withSearch(search, { sort: null, page: null })).toBe('');
  });
});
