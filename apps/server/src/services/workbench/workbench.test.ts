import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer, type RunningServer } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';
import { WORKBENCH_LIMIT } from './workbench.shared';

const GAME = {
  items: [1, 2, 3, 4].map((id) => ({ ...named(id, `item ${id}`), level: 10, typeId: 16, effects: [] })),
};
type Sharing = 'private' | 'public' | 'unreferenced';
const bench = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gelano',
  shared: 'private',
  items: [{ itemId: 1, quantity: 2 }],
  ...overrides,
});

describe.each(DATABASES)('workbench API on %s', (database) => {
  let server: RunningServer;
  let bundleDir: string;
  const users: Record<'owner' | 'other' | 'hoarder', { token: string; id: string }> = {
    owner: { token: '', id: '' },
    other: { token: '', id: '' },
    hoarder: { token: '', id: '' },
  };
  const ids: Record<Sharing, string> = { private: '', public: '', unreferenced: '' };

  async function signUp(username: string) {
    const password = 'correct horse battery';
    const created = await api(server, '/api/users', { method: 'POST', body: { username, password } });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const auth = await api(server, '/api/authentication', {
      method: 'POST',
      body: { strategy: 'local', username, password },
    });
    return { token: auth.body.accessToken as string, id: String(auth.body.user._id) };
  }
  const create = (body: unknown, token?: string) =>
    api(server, '/api/workbench', { method: 'POST', body, token });
  const total = async (query: string, token?: string) =>
    (await api(server, `/api/workbench${query}`, { token })).body.total as number;

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-workbench-', GAME);
    server = await startServer({ database, bundleDir, env: { RATE_LIMIT_PER_MINUTE: '1000' } });
    users.owner = await signUp('BenchOwner');
    users.other = await signUp('BenchStranger');
    users.hoarder = await signUp('BenchHoarder');
    for (const shared of ['private', 'public', 'unreferenced'] as const) {
      const { status, body } = await create(bench({ name: `${shared} bench`, shared }), users.owner.token);
      expect(status, JSON.stringify(body)).toBe(201);
      ids[shared] = body._id;
    }
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('gives workbenches random 128-bit ids that share no counter', () => {
    const values = Object.values(ids);
    for (const id of values) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(values).size).toBe(3);
    expect(values.some((id) => /^\d+$/.test(id))).toBe(false);
  });

  it.each([
    ['owner', 'private', 200],
    ['owner', 'public', 200],
    ['owner', 'unreferenced', 200],
    ['other', 'private', 404],
    ['other', 'public', 200],
    ['other', 'unreferenced', 200],
    ['guest', 'private', 404],
    ['guest', 'public', 200],
    ['guest', 'unreferenced', 200],
  ] as const)('get: %s reading a %s workbench answers %i', async (who, shared, status) => {
    const token = who === 'guest' ? undefined : users[who].token;
    const answer = await api(server, `/api/workbench/${ids[shared]}`, { token });
    expect(answer.status).toBe(status);
    if (status === 404) expect(answer.body.message).toBe('The workbench does not exist or is private');
  });

  it.each([
    ['owner', ['private', 'public', 'unreferenced']],
    ['other', ['public']],
    ['guest', ['public']],
  ] as const)("find by the owner's userId: %s sees %j", async (who, visible) => {
    const token = who === 'guest' ? undefined : users[who].token;
    const { body } = await api(server, `/api/workbench?userId=${users.owner.id}`, { token });
    expect(body.data.map((w: { shared: string }) => w.shared).sort()).toEqual([...visible].sort());
  });

  it('never lists an unreferenced or private workbench in the public list', async () => {
    for (const token of [undefined, users.other.token, users.owner.token]) {
      const { body } = await api(server, '/api/workbench', { token });
      const listed = body.data.map((w: { _id: string }) => w._id);
      expect(listed).toContain(ids.public);
      expect(listed).not.toContain(ids.unreferenced);
      expect(listed).not.toContain(ids.private);
    }
  });

  it('refuses a guest creation: guests keep their workbench locally', async () => {
    expect((await create(bench({ shared: 'public' }))).status).toBe(401);
  });

  it('PATCH adds crafts, merging quantities for the same item', async () => {
    const { body: created } = await create(bench(), users.owner.token);
    const answer = await api(server, `/api/workbench/${created._id}`, {
      method: 'PATCH',
      token: users.owner.token,
      body: [
        { itemId: 1, quantity: 3 },
        { itemId: 2, quantity: 1 },
        { itemId: 2, quantity: 4 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.items).toEqual([
      { itemId: 1, quantity: 5, finished: false },
      { itemId: 2, quantity: 5, finished: false },
    ]);
    expect(
      (await api(server, `/api/workbench/${created._id}`, { token: users.owner.token })).body.items,
    ).toHaveLength(2);
  });

  it('PUT replaces the whole workbench, owner only', async () => {
    const replacement = bench({
      name: 'Renamed',
      shared: 'public',
      items: [{ itemId: 3, quantity: 1, finished: true }],
      currentQuantities: [{ id: 4, quantity: 7 }],
      hiddenSubRecipes: [2],
    });
    expect(
      (
        await api(server, `/api/workbench/${ids.public}`, {
          method: 'PUT',
          body: replacement,
          token: users.other.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(server, `/api/workbench/${ids.public}`, { method: 'PUT', body: replacement })).status,
    ).toBe(401);
    const answer = await api(server, `/api/workbench/${ids.public}`, {
      method: 'PUT',
      body: replacement,
      token: users.owner.token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Renamed',
      items: [{ itemId: 3, quantity: 1, finished: true }],
      currentQuantities: [{ id: 4, quantity: 7 }],
      hiddenSubRecipes: [2],
    });
  });

  it("refuses a stranger's PATCH and DELETE, and keeps the workbench", async () => {
    const patch = await api(server, `/api/workbench/${ids.unreferenced}`, {
      method: 'PATCH',
      body: [{ itemId: 1, quantity: 1 }],
      token: users.other.token,
    });
    expect(patch.status).toBe(403);
    expect(
      (
        await api(server, `/api/workbench/${ids.unreferenced}`, {
          method: 'DELETE',
          token: users.other.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api(server, `/api/workbench/${ids.private}`, { method: 'DELETE', token: users.other.token }))
        .status,
    ).toBe(404);
    expect((await api(server, `/api/workbench/${ids.unreferenced}`)).body.items).toEqual([
      { itemId: 1, quantity: 2, finished: false },
    ]);
  });

  it.each([
    [{ items: [{ itemId: 999, quantity: 1 }] }, 'items'],
    [{ currentQuantities: [{ id: 999, quantity: 1 }] }, 'currentQuantities'],
    [{ hiddenSubRecipes: [999] }, 'hiddenSubRecipes'],
    [{ items: [{ itemId: 1, quantity: 0 }] }, 'items.0.quantity'],
    [{ items: [{ itemId: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    [{ items: [{ itemId: 1, quantity: 100_001 }] }, 'items.0.quantity'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(61) }, 'name'],
    [{ shared: 'friends' }, 'shared'],
    [{ owner: 3 }, 'owner'],
  ])('refuses %j with a 400 naming %s, writing nothing', async (change, field) => {
    const before = await total(`?userId=${users.owner.id}`, users.owner.token);
    const { status, body } = await create(bench(change), users.owner.token);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.data.field).toBe(field);
    expect(await total(`?userId=${users.owner.id}`, users.owner.token)).toBe(before);
  });

  it('refuses an unknown item in a PATCH and leaves the crafts as they were', async () => {
    const answer = await api(server, `/api/workbench/${ids.private}`, {
      method: 'PATCH',
      body: [
        { itemId: 1, quantity: 1 },
        { itemId: 999, quantity: 1 },
      ],
      token: users.owner.token,
    });
    expect(answer.status).toBe(400);
    expect(
      (await api(server, `/api/workbench/${ids.private}`, { token: users.owner.token })).body.items,
    ).toEqual([{ itemId: 1, quantity: 2, finished: false }]);
    expect(
      (
        await api(server, `/api/workbench/${ids.private}`, {
          method: 'PATCH',
          body: { itemId: 1, quantity: 1 },
          token: users.owner.token,
        })
      ).status,
    ).toBe(400);
  });

  it('answers 404 to a counted or malformed id', async () => {
    for (const id of ['1', '2', 'abc', `${ids.public}x`]) {
      expect((await api(server, `/api/workbench/${id}`, { token: users.owner.token })).status).toBe(404);
    }
  });

  it(`refuses the ${WORKBENCH_LIMIT + 1}st workbench of a user with a clear message`, async () => {
    for (let n = 0; n < WORKBENCH_LIMIT; n += 1) {
      expect((await create(bench({ name: `Bench ${n}` }), users.hoarder.token)).status).toBe(201);
    }
    const refused = await create(bench({ name: 'One too many' }), users.hoarder.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`You cannot have more than ${WORKBENCH_LIMIT} workbenches`);
    expect(refused.body.data.key).toBe('too-many-workbenches');
    expect(await total(`?userId=${users.hoarder.id}`, users.hoarder.token)).toBe(WORKBENCH_LIMIT);
  });

  it('deletes for the owner; the link then answers 404', async () => {
    const { body } = await create(bench({ shared: 'public' }), users.owner.token);
    expect(
      (await api(server, `/api/workbench/${body._id}`, { method: 'DELETE', token: users.owner.token }))
        .status,
    ).toBe(200);
    expect((await api(server, `/api/workbench/${body._id}`)).status).toBe(404);
  });
});
