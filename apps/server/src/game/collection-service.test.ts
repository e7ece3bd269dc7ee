import { BadRequest, NotFound } from '@feathersjs/errors';
import { describe, expect, it } from 'vitest';
import { almanaxQuery } from './almanax';
import { GameCollectionService } from './collection-service';
import { LRUCache } from 'lru-cache';
import type { Page } from './query';

const docs = [
  { id: 1, name: { fr: 'Un', en: 'One' }, slug: { fr: 'un', en: 'one' }, level: 3, date: '01-01' },
  { id: 2, name: { fr: 'Deux', en: 'Two' }, slug: { fr: 'deux', en: 'two' }, level: 7, date: '01-02' },
];

describe('GameCollectionService (in-process calls, as during SSR)', () => {
  const cache = new LRUCache<string, Page>({ max: 10 });
  const service = new GameCollectionService('things', docs, { cache, prepareQuery: almanaxQuery });

  it('takes native values in params.query', async () => {
    const page = await service.find({ query: { level: { $gte: 5 }, $limit: 5 } });
    expect(page).toMatchObject({ total: 1, limit: 5, skip: 0, data: [{ id: 2 }] });
    expect((await service.find({ query: { date: '2024-01-01' } })).data).toEqual([docs[0]]);
    expect((await service.find()).total).toBe(2);
  });
  it('serves repeated queries from the cache without sharing the data array', async () => {
    const a = await service.find({ query: { $sort: { level: -1 } } });
    a.data.pop();
    const b = await service.find({ query: { $sort: { level: -1 } } });
    expect(b.data.map((d) => (d as { id: number }).id)).toEqual([2, 1]);
  });
  it('turns query errors into BadRequest naming the parameter', async () => {
    await expect(service.find({ query: { level: { $foo: 1 } } })).rejects.toBeInstanceOf(BadRequest);
    await expect(service.find({ query: { level: { $foo: 1 } } })).rejects.toThrow('level[$foo]');
    await expect(service.find({ query: { date: '2023-02-29' } })).rejects.toThrow('date');
  });
  it('gets by id with $select, 404 otherwise', async () => {
    expect(await service.get(2, { query: { $select: ['level'] } })).toEqual({ id: 2, level: 7 });
    expect(await service.get('1')).toBe(docs[0]);
    await expect(service.get(3)).rejects.toBeInstanceOf(NotFound);
    await expect(service.get(1, { query: { $select: [{}] } })).rejects.toBeInstanceOf(BadRequest);
  });
});
