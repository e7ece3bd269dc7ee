import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer, type RunningServer } from '../../testing/server-process';
import { named, writeTestBundle } from '../../testing/test-bundle';

const mount = (id: number, name: string, family: string, colors: string[]) => ({ ...named(id, name), family, colors, familyId: 1, effects: [] });
const GAME = {
  mounts: [
    mount(20, 'Dragodinde Amande', 'dragodinde', ['Amande']),
    mount(18, 'Dragodinde Dorée', 'dragodinde', ['Dorée']),
    mount(33, 'Dragodinde Amande et Dorée', 'dragodinde', ['Amande', 'Dorée']),
    mount(89, 'Dragodinde à Plumes', 'dragodinde', []),
    mount(94, 'Muldo Doré', 'muldo', ['Doré']),
  ],
};
const PATH = '/api/breeding-selections';

describe.each(DATABASES)('breeding selections API on %s', (database) => {
  let server: RunningServer;
  let bundleDir: string;
  const tokens = { owner: '', other: '' };

  async function signUp(username: string) {
    const password = 'correct horse battery';
    const created = await api(server, '/api/users', { method: 'POST', body: { username, password } });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const auth = await api(server, '/api/authentication', { method: 'POST', body: { strategy: 'local', username, password } });
    return auth.body.accessToken as string;
  }
  const put = (family: string, body: unknown, token?: string) => api(server, `${PATH}/${family}`, { method: 'PUT', body, token });

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-breeding-', GAME);
    server = await startServer({ database, bundleDir, env: { RATE_LIMIT_PER_MINUTE: '1000' } });
    tokens.owner = await signUp('Breeder');
    tokens.other = await signUp('OtherBreeder');
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('starts empty, saves both colour-combination maps whole and reads them back', async () => {
    const empty = await api(server, `${PATH}/dragodinde`, { token: tokens.owner });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ family: 'dragodinde', male: {}, female: {}, updatedAt: null });
    const body = { male: { Amande: true, 'Amande et Dorée': false }, female: { Dorée: true, 'à Plumes': true } };
    const saved = await put('dragodinde', body, tokens.owner);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ family: 'dragodinde', ...body });
    // A second save replaces the maps (no merge with the old ones).
    await put('dragodinde', { male: { Dorée: true }, female: {} }, tokens.owner);
    const read = await api(server, `${PATH}/dragodinde`, { token: tokens.owner });
    expect(read.body).toMatchObject({ male: { Dorée: true }, female: {} });
    expect(typeof read.body.updatedAt).toBe('string');
    const all = await api(server, PATH, { token: tokens.owner });
    expect(all.body.map((row: { family: string }) => row.family)).toEqual(['dragodinde', 'muldo', 'volkorne']);
    expect(all.body[0].male).toEqual({ Dorée: true });
  });

  it("keeps each player's selections to themselves", async () => {
    await put('muldo', { male: { Doré: true }, female: {} }, tokens.owner);
    const other = await api(server, `${PATH}/muldo`, { token: tokens.other });
    expect(other.body).toEqual({ family: 'muldo', male: {}, female: {}, updatedAt: null });
    // Another player's save never touches the owner's row.
    await put('muldo', { male: {}, female: { Doré: true } }, tokens.other);
    const mine = await api(server, `${PATH}/muldo`, { token: tokens.owner });
    expect(mine.body).toMatchObject({ male: { Doré: true }, female: {} });
  });

  it('refuses guests with 401', async () => {
    expect((await api(server, `${PATH}/muldo`)).status).toBe(401);
    expect((await api(server, PATH)).status).toBe(401);
    expect((await put('muldo', { male: {}, female: {} })).status).toBe(401);
  });

  it.each([
    ['a map of non-booleans', { male: { Doré: 'yes' }, female: {} }, 'male.Doré'],
    ['a missing map', { male: {} }, 'female'],
    ['an extra field', { male: {}, female: {}, userId: 1 }, 'userId'],
    ['a colour the family does not have', { male: { Turquoise: true }, female: {} }, 'male'],
    ['another family colour', { male: {}, female: { Amande: true } }, 'female'],
  ])('answers 400 for %s, writing nothing', async (_name, body, field) => {
    const before = await api(server, `${PATH}/muldo`, { token: tokens.owner });
    const answer = await put('muldo', body, tokens.owner);
    expect(answer.status).toBe(400);
    expect(answer.body.data?.field ?? Object.keys(answer.body.data?.errors ?? {})[0]).toBe(field);
    expect((await api(server, `${PATH}/muldo`, { token: tokens.owner })).body).toEqual(before.body);
  });

  it('answers 404 for a family that does not exist, and 405 for methods it has not', async () => {
    expect((await api(server, `${PATH}/chacha`, { token: tokens.owner })).status).toBe(404);
    expect((await put('chacha', { male: {}, female: {} }, tokens.owner)).status).toBe(404);
    expect((await api(server, PATH, { method: 'POST', body: { male: {}, female: {} }, token: tokens.owner })).status).toBe(405);
    expect((await api(server, `${PATH}/muldo`, { method: 'DELETE', token: tokens.owner })).status).toBe(405);
  });
});
