import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../testing/server-process';
import { writeTestBundle } from '../testing/test-bundle';

const named = (id: number, fr: string, en: string, slugFr: string, slugEn: string) => ({
  id,
  name: { fr, en },
  slug: { fr: slugFr, en: slugEn },
});

const ITEMS = [
  {
    ...named(1, 'Épée de Boisaille', 'Boisaille Sword', 'epee-de-boisaille', 'boisaille-sword'),
    level: 10,
    typeId: 6,
    effects: [{ effectId: 118, characteristic: 10, from: 20, to: 40 }],
  },
  {
    ...named(2, 'Coiffe du Bouftou', 'Gobball Headgear', 'coiffe-du-bouftou', 'gobball-headgear'),
    level: 5,
    typeId: 16,
    effects: [{ effectId: 118, characteristic: 10, from: 50, to: 60 }],
  },
  {
    ...named(3, 'Anneau du Bouftou', 'Gobball Ring', 'anneau-du-bouftou', 'gobball-ring'),
    level: 5,
    typeId: 9,
    effects: [{ effectId: 125, characteristic: 11, from: 50, to: 70 }],
  },
  ...Array.from({ length: 60 }, (_, i) => ({
    ...named(100 + i, `Ressource ${i}`, `Resource ${i}`, `ressource-${i}`, `resource-${i}`),
    level: 1,
    typeId: 48,
    effects: [],
  })),
];
const ALMANAX = [
  {
    id: 1,
    date: '01-01',
    itemName: { fr: 'Blé', en: 'Wheat' },
    quantity: 3,
    bonus: { description: { fr: 'x', en: 'x' } },
  },
  {
    id: 60,
    date: '02-29',
    itemName: { fr: 'Orge', en: 'Barley' },
    quantity: 1,
    bonus: { description: { fr: 'y', en: 'y' } },
  },
];
const SERVERS = [
  { ...named(1, 'Ily', 'Ily', 'ily', 'ily'), gameTypeId: 0, communityId: 0 },
  { ...named(2, 'Temporis', 'Temporis', 'temporis', 'temporis'), gameTypeId: 2, communityId: 0 },
  { ...named(3, 'Test', 'Test', 'test', 'test'), gameTypeId: 0, communityId: 100 },
];
const CHARACTERISTICS = [1, 2, 3, 4, 5, 6].map((categoryId) => ({
  ...named(categoryId, `C${categoryId}`, `C${categoryId}`, `c${categoryId}`, `c${categoryId}`),
  keyword: `k${categoryId}`,
  categoryId,
  visible: categoryId !== 3,
  order: categoryId,
}));
const QUESTS = [
  {
    ...named(1, 'Quête', 'Quest', 'quete', 'quest'),
    categoryId: 1,
    steps: [
      { id: 1, optimalLevel: 1, duration: 1, objectives: [], rewards: [{ id: 1, itemsReward: [[2, 500]] }] },
    ],
  },
  {
    ...named(2, 'Autre', 'Other', 'autre', 'other'),
    categoryId: 1,
    steps: [
      { id: 2, optimalLevel: 1, duration: 1, objectives: [], rewards: [{ id: 2, itemsReward: [[500, 1]] }] },
    ],
  },
];

describe('read-only game-data API', () => {
  let server: RunningServer;
  let bundleDir: string;
  const get = (path: string, headers?: Record<string, string>) => api(server, path, { headers });
  const ids = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data as { id: number }[]).map((d) => d.id);
  };

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-bundle-', {
      items: ITEMS,
      almanax: ALMANAX,
      servers: SERVERS,
      characteristics: CHARACTERISTICS,
      quests: QUESTS,
    });
    server = await startServer({ bundleDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('finds with the paginated shape, default limit 10, capped at 50', async () => {
    const first = await get('/api/items');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 63, limit: 10, skip: 0 });
    expect(first.body.data).toHaveLength(10);
    const capped = await get('/api/items?$limit=1000&$skip=5');
    expect(capped.body).toMatchObject({ total: 63, limit: 50, skip: 5 });
    expect(capped.body.data).toHaveLength(50);
  });

  it('gets by id, and answers 404 JSON for a missing id', async () => {
    const { status, body } = await get('/api/items/2');
    expect(status).toBe(200);
    expect(body.name.en).toBe('Gobball Headgear');
    const missing = await get('/api/items/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ name: 'NotFound', code: 404 });
  });

  it('answers writes with 405 MethodNotAllowed', async () => {
    for (const [method, path] of [
      ['POST', '/api/items'],
      ['PUT', '/api/items/1'],
      ['PATCH', '/api/items/1'],
      ['DELETE', '/api/items/1'],
    ]) {
      const { status, body } = await api(server, path, {
        method,
        body: method === 'DELETE' ? undefined : { level: 1 },
      });
      expect(status, `${method} ${path}`).toBe(405);
      expect(body).toMatchObject({ name: 'MethodNotAllowed', code: 405 });
    }
    expect((await get('/api/items/1')).body.level).toBe(10);
  });

  it('serves spec collections missing from the bundle as empty lists', async () => {
    const { status, body } = await get('/api/monster-super-races');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, data: [] });
  });

  it('sends ETag and Cache-Control, and 304 on If-None-Match', async () => {
    const first = await get('/api/items?typeId=6');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const again = await get('/api/items?typeId=6', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    const byId = await get('/api/items/1');
    expect(byId.headers.get('etag')).toBeTruthy();
    expect((await get('/api/items/1', { 'if-none-match': byId.headers.get('etag')! })).status).toBe(304);
    expect((await get('/api/items?typeId=6', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it.each([
    ['/api/items?price[$foo]=1', 'price[$foo]'],
    ['/api/items?level[$gte]=abc', 'level[$gte]'],
    ['/api/items?$limit=-1', '$limit'],
    ['/api/items?$limit=x1', '$limit'],
    ['/api/items?$skip=-2', '$skip'],
    ['/api/items?$skip=2000000', '$skip'],
    ['/api/items?$or[0][$or][0][$or][0][$or][0][$or][0][id]=1', '$or'],
    [`/api/items?id[$in][]=${Array.from({ length: 501 }, (_, i) => i).join('&id[$in][]=')}`, 'id[$in]'],
    ['/api/items?$sort[level]=2', '$sort[level]'],
    ['/api/items?lang=xx', 'lang'],
    ['/api/almanax?date=2023-02-29', 'date'],
  ])('answers 400 naming the parameter: %s', async (path, param) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ name: 'BadRequest', code: 400 });
    expect(body.message).toContain(param);
    expect((await get('/api/items')).body.total).toBe(63);
  });

  it('searches accent- and case-insensitively on the slug of the language', async () => {
    expect(await ids('/api/items?name[$search]=EPEE')).toEqual([1]);
    expect(await ids('/api/items?name[$search]=%C3%A9p%C3%A9e%20de')).toEqual([1]);
    expect(await ids('/api/items?name[$search]=gobball&lang=en')).toEqual([2, 3]);
    expect(await ids('/api/items?name[$search]=gobball&lang=fr')).toEqual([]);
  });

  it('matches $elemMatch with operators, $in, $ne and $or', async () => {
    expect(
      await ids('/api/items?effects[$elemMatch][characteristic]=10&effects[$elemMatch][to][$gte]=50'),
    ).toEqual([2]);
    expect(await ids('/api/items?typeId[$in][]=6&typeId[$in][]=9')).toEqual([1, 3]);
    expect(await ids('/api/items?$or[0][typeId]=6&$or[1][level]=5&typeId[$ne]=16')).toEqual([1, 3]);
    expect(await ids('/api/quests?steps.rewards.itemsReward=500')).toEqual([1, 2]);
    expect(await ids('/api/quests?rewardItemIds=500')).toEqual([2]);
  });

  it('selects fields, keeping id', async () => {
    const { body } = await get('/api/items?id=2&$select[]=level&$select[]=name.fr');
    expect(body.data).toEqual([{ id: 2, level: 5, name: { fr: 'Coiffe du Bouftou' } }]);
  });

  it('sorts on nested fields with id as the tie-breaker', async () => {
    expect(await ids('/api/items?typeId[$ne]=48&$sort[level]=1')).toEqual([2, 3, 1]);
    expect(await ids('/api/items?typeId[$ne]=48&$sort[effects.from]=-1')).toEqual([2, 3, 1]);
    expect(await ids('/api/items?typeId[$ne]=48&$sort[name.en]=1')).toEqual([1, 2, 3]);
  });

  it('answers the startup lists of the spec', async () => {
    expect(await ids('/api/servers?gameTypeId[$ne]=2&communityId[$ne]=100')).toEqual([1]);
    const chars =
      '/api/characteristics?visible=true&categoryId[$in][]=2&categoryId[$in][]=3&categoryId[$in][]=4&categoryId[$in][]=5&$limit=50';
    expect(await ids(chars)).toEqual([2, 4, 5]);
  });

  it('finds the almanax day by MM-DD, and answers a date with its year with the calendar document', async () => {
    const { status, body } = await get('/api/almanax?date=02-29');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, data: [{ id: 60, date: '02-29' }] });
    // DofusDB's answer to almanax bots: one document, not a page (the day's fields beside its own).
    const calendar = await get('/api/almanax?date=2024-02-29');
    expect(calendar.body).toMatchObject({ dates: ['2024-02-29'], date: '02-29', dayId: 60 });
    expect(calendar.body).not.toHaveProperty('total');
    expect((await get('/api/almanax?date=1/1/25')).body).toMatchObject({ dates: ['2025-01-01'], dayId: 1 });
    expect((await get('/api/almanax?date=banana')).status).toBe(400);
  });
});
