import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer, type RunningServer } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';

const ELEMENT = [
  [0, 1],
  [100, 2],
  [200, 3],
  [300, 4],
];
const GAME = {
  items: [
    { ...named(1, 'helmet'), level: 10, typeId: 16, effects: [] },
    { ...named(2, 'set ring'), level: 10, typeId: 9, itemSetId: 7, effects: [] },
    { ...named(3, 'plain ring'), level: 10, typeId: 9, effects: [] },
    { ...named(4, 'dofus'), level: 100, typeId: 23, effects: [] },
    { ...named(5, 'sword'), level: 50, typeId: 6, effects: [] },
  ],
  breeds: [1, 2].map((id) => ({
    ...named(id, `breed ${id}`),
    maleArtwork: id * 10,
    femaleArtwork: id * 10 + 1,
    statsPointsForStrength: ELEMENT,
    statsPointsForIntelligence: ELEMENT,
    statsPointsForChance: ELEMENT,
    statsPointsForAgility: ELEMENT,
    statsPointsForVitality: [[0, 1]],
    statsPointsForWisdom: [[0, 3]],
    breedSpellsId: [],
  })),
};

type Sharing = 'public' | 'hidden' | 'private';
const stuff = (overrides: Record<string, unknown> = {}) => ({
  level: 200,
  items: { helmet: 1, ring1: 2, ring2: 3, dofus1: 4, weapon: 5 },
  base: { vitality: 100, strength: 100, intelligence: 0, agility: 0, chance: 0, wisdom: 0 },
  parchment: { vitality: 100, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 },
  exo: [{ stat: 1, value: 1 }],
  forgemagie: { '1': { stats: { '10': 20 }, exos: [{ charac: 23, value: 1 }] } },
  breed: 1,
  sexe: 'male',
  pinned_spells: [],
  title: 'My build',
  sharing: 'public',
  ...overrides,
});

describe.each(DATABASES)('stuffs API on %s', (database) => {
  let server: RunningServer;
  let bundleDir: string;
  const tokens: Record<'owner' | 'other', string> = { owner: '', other: '' };
  const ids: Record<Sharing, string> = { public: '', hidden: '', private: '' };

  async function signUp(username: string): Promise<string> {
    const password = 'correct horse battery';
    const created = await api(server, '/api/users', { method: 'POST', body: { username, password } });
    expect(
      created.status,
      `sign-up needs the accounts service: ${JSON.stringify(created.body)}`,
    ).toBeLessThan(300);
    const auth = await api(server, '/api/authentication', {
      method: 'POST',
      body: { strategy: 'local', username, password },
    });
    expect(auth.status, JSON.stringify(auth.body)).toBe(201);
    return auth.body.accessToken as string;
  }
  const create = (body: unknown, token?: string) =>
    api(server, '/api/stuffs', { method: 'POST', body, token });
  const listIds = async (query: string, token?: string) => {
    const { status, body } = await api(server, `/api/stuffs${query}`, { token });
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data as { id: string }[]).map((s) => s.id);
  };

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-stuffs-', GAME);
    server = await startServer({ database, bundleDir, env: { RATE_LIMIT_PER_MINUTE: '1000' } });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('filters by worn items (all of them), breed, level and title', async () => {
    const full = await create(stuff({ title: 'Full build' }));
    const other = await create(
      stuff({ title: 'Ring only', items: { ring1: 3 }, breed: 2, level: 50, base: undefined }),
    );
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const hidden = await create(stuff({ title: 'Hidden full build', sharing: 'hidden' }));
    expect(hidden.status).toBe(201);
    expect(await listIds('?itemIds=3')).toEqual([other.body.id, full.body.id]);
    expect(await listIds('?itemIds=3,4')).toEqual([full.body.id]);
    expect(await listIds('?itemIds[]=1&itemIds[]=2')).toEqual([full.body.id]);
    expect(await listIds('?itemIds=3,999')).toEqual([]);
    expect(await listIds('?breed=2')).toEqual([other.body.id]);
    expect(await listIds('?level[$gte]=10&level[$lte]=60')).toEqual([other.body.id]);
    expect(await listIds('?title[$search]=ring%20ONLY')).toEqual([other.body.id]);
    const page = await api(server, '/api/stuffs?$limit=1');
    expect(page.body).toMatchObject({ total: 2, limit: 1, skip: 0 });
    expect((await api(server, '/api/stuffs?$limit=51')).status).toBe(400);
    expect((await api(server, '/api/stuffs?itemIds=1,abc')).status).toBe(400);
  });

  it.each([
    [{ title: 'x' }, 'title'],
    [{ title: '  a ' }, 'title'],
    [{ level: 201 }, 'level'],
    [{ level: 0 }, 'level'],
    [{ items: { hat: 1 } }, 'items.hat'],
    [{ items: { helmet: -3 } }, 'items.helmet'],
    [{ items: { helmet: 2 } }, 'items.helmet'],
    [{ items: { helmet: 999 } }, 'items.helmet'],
    [{ items: { ring1: 2, ring2: 2 } }, 'items.ring2'],
    [
      { parchment: { vitality: 101, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 } },
      'parchment.vitality',
    ],
    [{ base: { vitality: 996, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 } }, 'base'],
    [
      { level: 10, base: { vitality: 0, strength: 46, intelligence: 0, agility: 0, chance: 0, wisdom: 0 } },
      'base',
    ],
    [{ breed: 99 }, 'breed'],
    [{ sharing: 'friends' }, 'sharing'],
    [{ exo: [{ stat: 'ap', value: 1 }] }, 'exo.0.stat'],
    // An empty stuff says nothing to whoever opens it: never published.
    [{ items: {} }, 'items'],
    [{ items: { helmet: null, ring1: null } }, 'items'],
  ])('refuses %j with a 400 naming %s, writing nothing', async (change, field) => {
    const before = (await api(server, '/api/stuffs')).body.total;
    const { status, body } = await create(stuff(change));
    expect(status).toBe(400);
    // The one error shape of every service: the refused field, its message id and English text.
    expect(body.data.field, body.message).toBe(field);
    expect(body.errors[field]).toMatchObject({ key: expect.any(String), message: expect.any(String) });
    expect((await api(server, '/api/stuffs')).body.total).toBe(before);
  });

  it('answers 401 to a guest asking for me=true', async () => {
    expect((await api(server, '/api/stuffs?me=true')).status).toBe(401);
  });

  it('refuses a private stuff from a guest', async () => {
    const { status, body } = await create(stuff({ sharing: 'private' }));
    expect(status).toBe(401);
    expect(body.message).toMatch(/sign in/i);
  });

  it('lets a guest edit and delete their stuff only with the edit secret given at creation', async () => {
    const created = await create(stuff({ title: 'Guest build', sharing: 'hidden' }));
    expect(created.status).toBe(201);
    expect(created.body.author).toBeNull();
    const { id, editSecret } = created.body;
    expect(editSecret).toMatch(/^[\w-]{20,}$/);
    expect((await api(server, `/api/stuffs/${id}`)).body).not.toHaveProperty('editSecret');
    const put = (
      headers: Record<string, string>,
      body = stuff({ title: 'Renamed', sharing: 'public' }),
      token?: string,
    ) => api(server, `/api/stuffs/${id}`, { method: 'PUT', body, headers, token });

    expect((await put({})).status).toBe(403);
    expect((await put({ 'x-edit-secret': 'wrong' })).status).toBe(403);
    expect((await put({}, undefined, tokens.other)).status).toBe(403);
    const edited = await put({ 'x-edit-secret': editSecret });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Renamed', sharing: 'public', author: null });
    expect((await put({ 'x-edit-secret': editSecret }, stuff({ sharing: 'private' }))).status).toBe(401);

    expect((await api(server, `/api/stuffs/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (await api(server, `/api/stuffs/${id}`, { method: 'DELETE', headers: { 'x-edit-secret': editSecret } }))
        .status,
    ).toBe(200);
    expect((await api(server, `/api/stuffs/${id}`)).status).toBe(404);
  });

  it('answers the class artwork of the sex for a look', async () => {
    const male = await api(server, '/api/look?breedId=2&sexe=male&itemIds=1,2');
    expect(male.status).toBe(200);
    expect(male.body.url).toMatch(/breeds\/artworks\/20\.png$/);
    expect((await api(server, '/api/look?breedId=2&sexe=female')).body.url).toMatch(/21\.png$/);
    expect((await api(server, '/api/look?breedId=x')).status).toBe(400);
    expect((await api(server, '/api/look?breedId=77')).status).toBe(404);
  });

  describe('with accounts', () => {
    beforeAll(async () => {
      tokens.owner = await signUp('owner');
      tokens.other = await signUp('stranger');
      for (const sharing of ['public', 'hidden', 'private'] as const) {
        const { status, body } = await create(stuff({ title: `Owner ${sharing}`, sharing }), tokens.owner);
        expect(status, JSON.stringify(body)).toBe(201);
        expect(body.editSecret).toBeUndefined();
        ids[sharing] = body.id;
      }
    }, 30_000);

    it('stores and answers the saved payload of a stuff', async () => {
      const { status, body } = await api(server, `/api/stuffs/${ids.public}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ ...stuff({ title: 'Owner public' }), id: ids.public });
      expect(typeof body.author).toBe('string');
      expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(body).not.toHaveProperty('editSecretHash');
    });

    describe.each([
      ['the owner', 'owner', { public: 200, hidden: 200, private: 200 }],
      ['another user', 'other', { public: 200, hidden: 200, private: 404 }],
      ['a guest', undefined, { public: 200, hidden: 200, private: 404 }],
    ] as const)('visibility for %s', (_who, as, expected) => {
      const token = () => (as ? tokens[as] : undefined);
      it.each(['public', 'hidden', 'private'] as const)(
        'gets a %s stuff by id as expected',
        async (sharing) => {
          const { status, body } = await api(server, `/api/stuffs/${ids[sharing]}`, { token: token() });
          expect(status).toBe(expected[sharing]);
          if (status === 404) expect(body.message).toBe('Stuff not found or private');
        },
      );
      it('lists public stuffs only, never hidden or private ones', async () => {
        const listed = await listIds('?$limit=50', token());
        expect(listed).toContain(ids.public);
        expect(listed).not.toContain(ids.hidden);
        expect(listed).not.toContain(ids.private);
      });
    });

    it('gives stuffs random 128-bit link ids that share no counter', () => {
      for (const id of Object.values(ids)) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(new Set(Object.values(ids)).size).toBe(3);
    });

    it('opens only public stuffs (and the caller’s own) by the old integer ids', async () => {
      const { body: mine } = await api(server, '/api/stuffs?me=true', { token: tokens.owner });
      const opened: string[] = [];
      for (let counter = 1; counter <= 40; counter += 1) {
        const { status, body } = await api(server, `/api/stuffs/${counter}`, { token: tokens.other });
        expect([200, 404]).toContain(status);
        if (status === 200) {
          expect(body.sharing).toBe('public');
          opened.push(body.id);
        }
      }
      expect(opened).toContain(ids.public);
      expect(opened).not.toContain(ids.hidden);
      // The owner still opens their own hidden stuff through an old integer link.
      const ownOpened: string[] = [];
      for (let counter = 1; counter <= 40; counter += 1) {
        const { status, body } = await api(server, `/api/stuffs/${counter}`, { token: tokens.owner });
        if (status === 200) ownOpened.push(body.id);
      }
      expect(ownOpened).toEqual(expect.arrayContaining(mine.data.map((s: { id: string }) => s.id)));
    });

    it('lists all of the caller’s own stuffs with me=true, newest first', async () => {
      expect(await listIds('?me=true', tokens.owner)).toEqual([ids.private, ids.hidden, ids.public]);
      expect(await listIds('?me=true', tokens.other)).toEqual([]);
    });

    it('lets only the owner edit or delete a user’s stuff', async () => {
      const created = await create(stuff({ title: 'To change' }), tokens.owner);
      const path = `/api/stuffs/${created.body.id}`;
      const body = stuff({ title: 'Changed', sharing: 'private' });
      expect((await api(server, path, { method: 'PUT', body })).status).toBe(401);
      expect((await api(server, path, { method: 'PUT', body, token: tokens.other })).status).toBe(403);
      const edited = await api(server, path, { method: 'PUT', body, token: tokens.owner });
      expect(edited.body).toMatchObject({ title: 'Changed', sharing: 'private' });
      expect((await api(server, path, { method: 'DELETE', token: tokens.other })).status).toBe(404);
      expect((await api(server, path, { method: 'DELETE', token: tokens.owner })).status).toBe(200);
    });
  });
});

describe('stuff creation rate limit', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => server?.stop());

  it('answers 429 past the per-minute limit of an address', async () => {
    const post = () => api(server, '/api/stuffs', { method: 'POST', body: stuff() });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(429);
  });
});
