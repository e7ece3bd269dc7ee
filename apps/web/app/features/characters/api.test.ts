import { describe, expect, it } from 'vitest';
import { findAllPages } from '../../api/find-all';
import type { ApiClient, Query, Untyped } from '../../api/types';
import { loadCharacters } from './api';
import type { Character } from './types';

const makeCharacter = (id: number): Character => ({
  _id: id,
  user: 1,
  server: 1,
  name: `Hero${id}`,
  level: 200,
  breed: 8,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
});

/** An API holding `count` characters that answers at most 50 per page, as the server does. */
function fakeApi(count: number): { api: ApiClient; queries: Query[] } {
  const rows = Array.from({ length: count }, (_, i) => makeCharacter(i + 1));
  const queries: Query[] = [];
  const find = async (_path: string, query: Query = {}): Promise<Untyped> => {
    queries.push(query);
    const limit = Math.min(Number(query.$limit ?? 50), 50);
    const skip = Number(query.$skip ?? 0);
    return { total: rows.length, limit, skip, data: rows.slice(skip, skip + limit) };
  };
  const unused = () => Promise.reject(new Error('not used'));
  const api: ApiClient = {
    find,
    findAll: (path: string, query?: Query) => findAllPages<Untyped>((q) => find(path, q), query),
    get: unused,
    create: unused,
    update: unused,
    patch: unused,
    remove: unused,
  };
  return { api, queries };
}

describe('my characters', () => {
  it('lists every character of an account, past the first page', async () => {
    const { api, queries } = fakeApi(100);
    const characters = await loadCharacters(api);
    expect(characters.map((c) => c._id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(queries.every((q) => (q.$sort as Record<string, number>).server === 1)).toBe(true);
  });
});
