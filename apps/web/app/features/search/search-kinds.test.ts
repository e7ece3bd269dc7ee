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
    expect(find).toHaveBeenCalledTimes(6);
    expect(find.mock.calls[0]).toEqual(['items', expect.objectContaining({ name: { $search: 'epee' }, $limit: 5 })]);
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
    expect(groups).toHaveLength(5);
  });
});
