import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/types';
import { searchEverything } from './search-kinds';

function fakeApi(find: ApiClient['find']): ApiClient {
  return { find } as ApiClient;
}

describe('global search', () => {
  it('asks the one search service in the page language and links each hit to its page', async () => {
    const find = vi.fn(async () => ({
      total: 2,
      limit: 5,
      skip: 0,
      data: [
        { kind: 'monsters', hits: [{ id: 147, name: { fr: 'Bouftou Royal' }, level: 30 }] },
        { kind: 'dungeons', hits: [{ id: 7, name: { fr: 'Cour du Bouftou Royal' } }] },
        { kind: 'unknown-kind', hits: [{ id: 1, name: { fr: 'x' } }] },
      ],
    }));
    const groups = await searchEverything(fakeApi(find as unknown as ApiClient['find']), '  bouftou royal ', 'en');
    expect(find).toHaveBeenCalledWith('search', { q: 'bouftou royal', lang: 'en', limit: 5 });
    expect(groups.map((group) => group.kind)).toEqual(['monsters', 'dungeons']);
    expect(groups[0].hits[0].path).toBe('/database/monster/147');
    expect(groups[1].hits[0].path).toBe('/database/dungeon/7');
  });

  it('does not search one letter', async () => {
    const find = vi.fn();
    expect(await searchEverything(fakeApi(find as unknown as ApiClient['find']), 'a')).toEqual([]);
    expect(find).not.toHaveBeenCalled();
  });
});
