import { describe, expect, it } from 'vitest';
import { readNameSearch, supportedListState } from './named-list';

describe('simple named lists', () => {
  it('reads a trimmed name search', () => {
    expect(readNameSearch(new URLSearchParams('name=%20tour%20'))).toBe('tour');
    expect(readNameSearch(new URLSearchParams(''))).toBe('');
  });

  it('falls back to the first supported sort key when the URL asks for another', () => {
    const options = { sortKeys: ['id', 'name'] as const, defaults: { sort: 'id' as const } };
    expect(supportedListState(new URLSearchParams('sort=level&order=desc'), options)).toEqual({ page: 1, sort: 'id', order: 'desc' });
    expect(supportedListState(new URLSearchParams('sort=name'), options).sort).toBe('name');
    expect(supportedListState(new URLSearchParams(''), options).sort).toBe('id');
  });
});
