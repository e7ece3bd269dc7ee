/**
 * Every answer the server gives conforms to the schema the OpenAPI document declares for it: on the
 * real bundle (needs GAMEDATA_DIR; skipped without it), an admin walks every list endpoint (`GET`
 * without an id), then one record of each through its `get`, and writes one record to the services
 * a player or a moderator fills, validating each answer (errors included) against the document.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { Ajv, addFormats } from '@feathersjs/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../testing/server-process';
import { newAccount, runUserCreate, signIn, type Account } from '../services/users/test-accounts';

const REPO = resolve(__dirname, '../../../..');
const BUNDLE = resolve(REPO, 'data/e2e/real-bundle');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document is walked by key

/** Query parameters a list needs to answer at all (the rest take none). */
const REQUIRED_QUERIES: Record<string, (first: (path: string) => Promise<Json | undefined>) => Promise<string>> = {
  '/treasure-hunt': async () => 'x=-25&y=-36&direction=0',
  '/clue-maps': async (first) => `clueId=${(await first('/point-of-interest'))?.id ?? 1}`,
  '/look': async (first) => `breedId=${(await first('/breeds'))?.id ?? 1}`,
  '/search': async () => 'q=bouftou',
};

describe.skipIf(!process.env.GAMEDATA_DIR)('answers conform to the OpenAPI document (real bundle)', () => {
  let server: RunningServer;
  let admin: Account;
  let player: Account;
  let document: Json;
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }), ['date-time', 'uri']);

  beforeAll(async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'packages/gamedata/src/cli/ensure-bundle.ts', '--out', BUNDLE], {
      cwd: REPO,
      stdio: 'ignore',
    });
    server = await startServer({ bundleDir: BUNDLE });
    const ctx = { server, databaseUrl: `sqlite:${join(server.dataDir, 'grimoire.sqlite')}`, stop: () => server.stop() };
    const created = await runUserCreate(ctx, ['--username', 'ConformanceAdmin', '--role', 'admin']);
    if (created.code !== 0) throw new Error(created.output);
    const signedIn = await signIn(server, 'ConformanceAdmin');
    admin = { id: signedIn.body.user._id, username: 'ConformanceAdmin', token: signedIn.body.accessToken };
    player = await newAccount(server, 'ConformancePlayer');
    document = (await api(server, '/api/openapi.json')).body;
    ajv.addSchema({ ...document, $id: 'openapi' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Validates one answer against what the document declares for that operation and status. */
  function expectConforms(path: string, verb: string, status: number, body: unknown): void {
    const responses = document.paths[path]?.[verb]?.responses;
    expect(responses, `${verb.toUpperCase()} ${path} is in the document`).toBeDefined();
    expect(responses[String(status)], `${verb.toUpperCase()} ${path} declares ${status}: ${JSON.stringify(body).slice(0, 300)}`).toBeDefined();
    const pointer = `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${verb}/responses/${status}/content/application~1json/schema`;
    const validate = ajv.getSchema(pointer);
    expect(validate, pointer).toBeDefined();
    if (!validate!(body)) {
      const where = JSON.stringify(validate!.errors?.slice(0, 3));
      throw new Error(`${verb.toUpperCase()} ${path} answered ${status} outside its schema: ${where}`);
    }
  }

  const call = (path: string, init: Parameters<typeof api>[2] = {}) => api(server, `/api${path}`, { token: admin.token, ...init });
  const first = async (path: string) => {
    const { body } = await call(`${path}?$limit=1`);
    return (body?.data?.[0] ?? undefined) as Json | undefined;
  };

  it('has docs for every service and method the server registers', () => {
    const undocumented = Object.entries(document.paths as Json).flatMap(([path, verbs]) =>
      Object.entries(verbs as Json)
        .filter(([, operation]) => (operation as Json).tags?.includes('undocumented'))
        .map(([verb]) => `${verb} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('answers the writes a player and a moderator make as documented', async () => {
    const server1 = (await call('/servers?$limit=1&retired[$ne]=true&gameTypeId[$ne]=2')).body.data[0];
    const breed = await first('/breeds');
    const character = await call('/characters', { method: 'POST', token: player.token, body: { name: 'Conformo', server: server1!.id, breed: breed!.id, level: 200 } });
    expect(character.status, JSON.stringify(character.body)).toBe(201);
    expectConforms('/characters', 'post', character.status, character.body);
    const report = await call('/bug-reports', { method: 'POST', body: { title: 'A conformance report', description: 'Written by the conformance test of the API.', page: '/fr' } });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    expectConforms('/bug-reports', 'post', report.status, report.body);
    const item = await first('/items');
    const workbench = await call('/workbench', { method: 'POST', token: player.token, body: { name: 'Conformance', items: [{ itemId: item!.id, quantity: 2 }] } });
    expect(workbench.status, JSON.stringify(workbench.body)).toBe(201);
    expectConforms('/workbench', 'post', workbench.status, workbench.body);
    const appearance = await call('/appearances', { method: 'POST', body: { itemId: item!.id, appearanceIds: [1, 2] } });
    expect(appearance.status, JSON.stringify(appearance.body)).toBe(201);
    expectConforms('/appearances', 'post', appearance.status, appearance.body);
    const map = (await call('/map-positions?worldMap=1&$limit=1&posX=4&posY=-20')).body.data[0] ?? (await first('/map-positions'));
    const shop = await call('/npc-shop', { method: 'POST', body: { name: 'Conformance shop', mapId: map.id, items: [{ itemId: item!.id, price: 100 }] } });
    expect(shop.status, JSON.stringify(shop.body)).toBe(201);
    expectConforms('/npc-shop', 'post', shop.status, shop.body);
    const portal = await call('/portals', { method: 'POST', token: player.token, body: { server: server1!.id, dimension: 1, posX: map.posX, posY: map.posY, remainingUses: 20 } });
    expect(portal.status, JSON.stringify(portal.body)).toBe(201);
    expectConforms('/portals', 'post', portal.status, portal.body);
    const listing = await call('/groupfinder', {
      method: 'POST',
      token: player.token,
      body: { server: server1!.id, activity: 'Conformance run', levelMin: 50, levelMax: 100, slots: 2, description: 'A listing of the conformance test', contact: 'Conformo', language: 'fr', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    expectConforms('/groupfinder', 'post', listing.status, listing.body);
    const clue = await first('/point-of-interest');
    const hint = await call('/map-clue', { method: 'POST', token: player.token, body: { clueId: clue!.id, posX: map.posX, posY: map.posY, kind: 'present' } });
    expect(hint.status, JSON.stringify(hint.body)).toBe(201);
    expectConforms('/map-clue', 'post', hint.status, hint.body);
    const edit = await call('/map-clue-edits', { method: 'POST', body: { mapId: map.id, clueId: clue!.id, kind: 'present' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(201);
    expectConforms('/map-clue-edits', 'post', edit.status, edit.body);
    const refused = await call('/characters', { method: 'POST', token: player.token, body: { name: 'x' } });
    expectConforms('/characters', 'post', refused.status, refused.body);
    const guest = await api(server, '/api/characters');
    expectConforms('/characters', 'get', guest.status, guest.body);
  });

  it('answers every list, and one record of each, as the document declares', async () => {
    const lists = Object.entries(document.paths as Json).filter(([path, verbs]) => !path.includes('{') && (verbs as Json).get && !['/openapi.json', '/docs'].includes(path));
    expect(lists.length).toBeGreaterThan(60);
    const checked: string[] = [];
    for (const [path] of lists) {
      const query = (await REQUIRED_QUERIES[path]?.(first)) ?? '';
      const { status, body } = await call(`${path}?$limit=3${query ? `&${query}` : ''}`);
      expectConforms(path, 'get', status, body);
      const record = Array.isArray(body?.data) ? body.data[0] : undefined;
      const id = record?._id ?? record?.id;
      if (id !== undefined && document.paths[`${path}/{id}`]?.get && typeof record.kind !== 'string') {
        const one = await call(`${path}/${encodeURIComponent(String(id))}`);
        expectConforms(`${path}/{id}`, 'get', one.status, one.body);
      }
      checked.push(path);
    }
    expect(checked).toEqual(expect.arrayContaining(['/items', '/monsters', '/stuffs', '/workbench', '/characters', '/portals', '/groupfinder', '/audit-log', '/appearances', '/map-clue', '/treasure-hunt', '/recoltable']));
  }, 120_000);
});
