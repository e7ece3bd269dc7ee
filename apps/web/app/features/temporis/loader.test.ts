import { describe, expect, it } from 'vitest';
import type { ApiClient, Query } from '../../api/types';
import { loadTemporis } from './loader';

type Doc = { id: number; name?: { fr: string; en: string } } & Record<string, unknown>;

/** An API over fixed lists that understands the few filters the loader sends (`id.$in`, `name.$search`). */
function fakeApi(collections: Record<string, Doc[]>): ApiClient {
  const findAll = async <T>(path: string, query: Query = {}) => {
    const ids = (query.id as { $in?: number[] } | undefined)?.$in;
    const search = (query.name as { $search?: string } | undefined)?.$search?.toLowerCase();
    return (collections[path] ?? []).filter(
      (doc) => (!ids || ids.includes(doc.id)) && (!search || !!doc.name?.fr.toLowerCase().includes(search)),
    ) as T[];
  };
  return { findAll } as unknown as ApiClient;
}

const api = fakeApi({
  modsters: [
    { id: 1, name: { fr: 'Broutinet', en: 'Broutinet' }, rarity: 'common', itemId: 10 },
    { id: 2, itemId: 20 },
    { id: 3, itemId: 30 },
  ],
  items: [{ id: 20, name: { fr: 'Pierre de Djinnelet', en: 'Djinnelet Stone' } }],
});
const request = (search = '') => new Request(`http://grimoire.test/fr/temporis${search}`);

describe('Temporis dex loader', () => {
  it('names a modster no source names after its linked item, and leaves out one with neither', async () => {
    const data = await loadTemporis(api, 'fr', request());
    expect(data.allIds).toEqual([1, 2]);
    expect(data.recordCount).toBe(3);
    expect(data.modsters.map((modster) => modster.name.fr)).toEqual(['Broutinet', 'Pierre de Djinnelet']);
  });

  it('finds a modster by the name of its linked item', async () => {
    const data = await loadTemporis(api, 'fr', request('?name=djinn'));
    expect(data.modsters.map((modster) => modster.id)).toEqual([2]);
  });
});
