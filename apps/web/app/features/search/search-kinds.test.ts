import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/types';
import { searchEverything } from './search-kinds';

function fakeApi(find: ApiClient['find']): ApiClient {
  return { find } as ApiClient;
}

describe('global search', () => {
  it('asks every kind for a few name matches and keeps the kinds with hits, in order', async () => {
    const find = vi.fn(async (collection: string) => ({
      total: 1,
      limit: 5,
      skip: 0,
      data: collection === 'items' || collection === 'dungeons' ? [{ id: 7, name: { fr: 'Épée' } }] : [],
    }));
    const groups = await searchEverything(fakeApi(find as unknown as ApiClient['find']), '  epee ');
    // Every kind in French, then in English where French found fewer than five.
    expect(find).toHaveBeenCalledTimes(18);
    expect(find.mock.calls[0]).toEqual(['breeds', expect.objectContaining({ name: { $search: 'epee' }, lang: 'fr', $limit: 5 })]);
    expect(groups.map((group) => group.kind)).toEqual(['items', 'dungeons']);
    expect(groups[0].hits[0].path).toBe('/database/object/7');
    expect(groups[1].hits[0].path).toBe('/database/dungeon/7');
  });

  it('does not search one letter and survives a failing collection', async () => {
    const find = vi.fn(async (collection: string) => {
      if (collection === 'quests') throw new Error('boom');
      return { total: 1, limit: 5, skip: 0, data: [{ id: 1, name: { fr: 'x' } }] };
    });
    expect(await searchEverything(fakeApi(find as unknown as ApiClient['find']), 'a')).toEqual([]);
    const groups = await searchEverything(fakeApi(find as unknown as ApiClient['find']), 'ab');
    expect(groups.map((group) => group.kind)).not.toContain('quests');
    expect(groups).toHaveLength(8);
  });

  it('searches the page language first, then fills with names of the other language, once each', async () => {
    const find = vi.fn(async (collection: string, query: Record<string, unknown>) => {
      if (collection !== 'breeds') return { total: 0, limit: 5, skip: 0, data: [] };
      const data = query.lang === 'en' ? [{ id: 7, name: { fr: 'Féca', en: 'Feca' } }] : [{ id: 7, name: { fr: 'Féca', en: 'Feca' } }, { id: 9, name: { fr: 'Fécarde', en: 'Other' } }];
      return { total: data.length, limit: 5, skip: 0, data };
    });
    const groups = await searchEverything(fakeApi(find as unknown as ApiClient['find']), 'feca', 'en');
    expect(find.mock.calls[0][1]).toMatchObject({ lang: 'en' });
    expect(groups).toEqual([{ kind: 'breeds', hits: [expect.objectContaining({ id: 7, path: '/database/breeds/7' }), expect.objectContaining({ id: 9 })] }]);
  });
});
