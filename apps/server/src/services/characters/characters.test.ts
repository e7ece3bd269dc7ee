import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_MANIFEST, type GameStore } from '../../game/store';
import { api, DATABASES } from '../../testing/server-process';
import { newAccount, startAccountsServer, type Account, type AccountsServer } from '../users/test-accounts';
import { unknownGameIds } from './characters';

const character = (overrides: Record<string, unknown> = {}) => ({
  server: 3,
  name: 'Kyra',
  level: 200,
  breed: 8,
  ...overrides,
});

describe.each(DATABASES)('characters on %s', (database) => {
  let ctx: AccountsServer;
  let alice: Account;
  let bob: Account;
  let aliceCharacterId: number;
  const server = () => ctx.server;

  beforeAll(async () => {
    ctx = await startAccountsServer(database);
    alice = await newAccount(server(), 'Alice');
    bob = await newAccount(server(), 'Bob');
  });
  afterAll(async () => ctx?.stop());

  it('refuses guests with 401', async () => {
    expect((await api(server(), '/api/characters')).status).toBe(401);
    expect((await api(server(), '/api/characters', { method: 'POST', body: character() })).status).toBe(401);
  });

  it('creates a character owned by the caller, whatever the payload says', async () => {
    const refused = await api(server(), '/api/characters', {
      method: 'POST',
      body: character({ user: bob.id }),
      token: alice.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.user.key).toBe('unknown-field');
    const { status, body } = await api(server(), '/api/characters', {
      method: 'POST',
      body: character(),
      token: alice.token,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...character(), user: alice.id });
    aliceCharacterId = body._id;
  });

  it('lists only my characters, sorted by server', async () => {
    await api(server(), '/api/characters', {
      method: 'POST',
      body: character({ server: 1, name: 'Early' }),
      token: alice.token,
    });
    await api(server(), '/api/characters', {
      method: 'POST',
      body: character({ name: 'Bobby' }),
      token: bob.token,
    });
    const mine = await api(server(), '/api/characters?lang=en', { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c: { name: string }) => c.name)).toEqual(['Early', 'Kyra']);
    // Asking for someone else's rows still answers one's own.
    const spoofed = await api(server(), `/api/characters?user=${alice.id}`, { token: bob.token });
    expect(spoofed.body.data.map((c: { name: string }) => c.name)).toEqual(['Bobby']);
  });

  it('never lets another user read, change or delete my character (404)', async () => {
    const path = `/api/characters/${aliceCharacterId}`;
    expect((await api(server(), path, { token: bob.token })).status).toBe(404);
    expect(
      (await api(server(), path, { method: 'PATCH', body: { level: 1 }, token: bob.token })).status,
    ).toBe(404);
    expect((await api(server(), path, { method: 'DELETE', token: bob.token })).status).toBe(404);
    const still = await api(server(), path, { token: alice.token });
    expect(still.status).toBe(200);
    expect(still.body.level).toBe(200);
  });

  it('lets the owner change and delete it', async () => {
    const path = `/api/characters/${aliceCharacterId}`;
    const patched = await api(server(), path, {
      method: 'PATCH',
      body: { level: 150, name: 'Kyra-Two' },
      token: alice.token,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ level: 150, name: 'Kyra-Two', user: alice.id });
    const moved = await api(server(), path, { method: 'PATCH', body: { user: bob.id }, token: alice.token });
    expect(moved.status).toBe(400);
    expect((await api(server(), path, { method: 'DELETE', token: alice.token })).status).toBe(200);
    expect((await api(server(), path, { token: alice.token })).status).toBe(404);
  });

  it('offers no full replacement of a character (PUT answers 405)', async () => {
    const created = await api(server(), '/api/characters', {
      method: 'POST',
      body: character({ name: 'Steady' }),
      token: alice.token,
    });
    const path = `/api/characters/${created.body._id}`;
    const put = await api(server(), path, {
      method: 'PUT',
      body: character({ level: 1 }),
      token: alice.token,
    });
    expect(put.status).toBe(405);
    expect((await api(server(), path, { token: alice.token })).body.level).toBe(200);
  });

  it('validates level 1-200, name and ids', async () => {
    const post = (body: unknown) =>
      api(server(), '/api/characters', { method: 'POST', body, token: alice.token });
    const bad = await post(character({ level: 201, server: 0, name: 'K' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['level', 'name', 'server']);
    expect((await post(character({ level: 0 }))).status).toBe(400);
    expect((await post(character({ level: 12.5 }))).status).toBe(400);
    expect((await post({ name: 'Incomplete' })).body.errors.server.message).toBe('Please fill in all fields');
    expect((await api(server(), '/api/characters/not-a-number', { token: alice.token })).status).toBe(404);
  });
});

describe('character game-data checks', () => {
  const store = (collections: Record<string, { id: number }[]>): GameStore => ({
    manifest: EMPTY_MANIFEST,
    collections: new Map(Object.entries(collections)),
  });

  it('refuses a server or breed missing from the game data', () => {
    const game = store({ servers: [{ id: 1 }, { id: 3 }], breeds: [{ id: 8 }] });
    expect(unknownGameIds(game, { server: 3, breed: 8 })).toEqual({});
    expect(Object.keys(unknownGameIds(game, { server: 2, breed: 9 }))).toEqual(['server', 'breed']);
  });

  it('accepts any id when the bundle has no servers or breeds', () => {
    expect(unknownGameIds(store({}), { server: 999, breed: 999 })).toEqual({});
  });
});
