/**
 * PostgreSQL goes down under a running server: user-data calls answer 503 with a clear message within
 * 2 s, game data keeps serving, /api/health says not ready, and everything recovers by itself when
 * the database returns. Runs on a PostgreSQL cluster of its own (never the shared one).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, writeTestBundle } from '../testing/test-bundle';
import { DATABASE_UNAVAILABLE } from './database-unavailable';
import { findPostgresBin, startOwnPostgres, type OwnPostgres } from './own-postgres';
import { spawnServer, stopChild, type ServerChild } from './process-harness';

const PG_BIN = findPostgresBin();
/** Pages are checked when the web app is built (`npm run build`; CI builds it after the API tests). */
const WEB_BUILT = existsSync(join(fileURLToPath(import.meta.url), '../../../../web/build/server/index.js'));
/** A port of this test's own (OUTAGE_PG_PORT to move it). */
const PORT = Number(process.env.OUTAGE_PG_PORT ?? 4461);

async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, ms: performance.now() - started };
}

describe.skipIf(!PG_BIN)('PostgreSQL outage', () => {
  let pg: OwnPostgres;
  let server: ServerChild;
  let dataDir: string;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    pg = startOwnPostgres(PG_BIN!, PORT);
    dataDir = mkdtempSync(join(tmpdir(), 'grimoire-outage-'));
    const bundleDir = writeTestBundle('grimoire-outage-bundle-', {
      items: [{ ...named(1, 'Bouftou hat'), level: 10, typeId: 16, effects: [] }],
    });
    server = await spawnServer({ DATA_DIR: dataDir, BUNDLE_DIR: bundleDir, DATABASE_URL: pg.url });
    const body = JSON.stringify({ username: 'Outlast', password: 'correct-horse-1' });
    const headers = { 'content-type': 'application/json' };
    userId = (await timed(`${server.url}/api/users`, { method: 'POST', headers, body })).body._id as number;
    const auth = await timed(`${server.url}/api/authentication`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ strategy: 'local', username: 'Outlast', password: 'correct-horse-1' }),
    });
    token = auth.body.accessToken as string;
  }, 120_000);

  afterAll(async () => {
    await stopChild(server);
    pg?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 for user data within 2 s, keeps serving game data, and recovers by itself', async () => {
    const ready = await timed(`${server.url}/api/health`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      live: true,
      ready: true,
      checks: { database: { ok: true, client: 'pg' }, bundle: { ok: true } },
    });
    expect(
      (await timed(`${server.url}/api/characters`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);

    pg.stop();
    const userCalls = [
      () => timed(`${server.url}/api/characters`, { headers: { authorization: `Bearer ${token}` } }),
      () => timed(`${server.url}/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` } }),
      () =>
        timed(`${server.url}/api/authentication`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ strategy: 'local', username: 'Outlast', password: 'correct-horse-1' }),
        }),
      () =>
        timed(`${server.url}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'Latecomer', password: 'correct-horse-1' }),
        }),
    ];
    for (const call of userCalls) {
      const answer = await call();
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ name: 'Unavailable', code: 503, message: DATABASE_UNAVAILABLE });
      expect(answer.ms).toBeLessThan(2000);
    }
    const items = await timed(`${server.url}/api/items/1`);
    expect(items.status).toBe(200);
    expect(items.body).toMatchObject({ id: 1 });
    const health = await timed(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      live: true,
      ready: false,
      checks: { database: { ok: false }, bundle: { ok: true } },
    });
    expect(health.ms).toBeLessThan(2000);
    expect((await timed(`${server.url}/api/health?probe=live`)).status).toBe(200);
    if (WEB_BUILT) {
      // Pages keep serving, to a signed-in visitor too (shown as a guest until the database returns).
      for (const path of ['/fr', '/en/database/object/1']) {
        const page = await fetch(`${server.url}${path}`, { headers: { cookie: `grimoire_token=${token}` } });
        expect(page.status, path).toBe(200);
        expect(await page.text()).toContain('<html');
      }
    }

    // The database returns: the same process serves user data again, nothing restarted.
    pg.start();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (
        await timed(`${server.url}/api/characters`, { headers: { authorization: `Bearer ${token}` } })
      ).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await timed(`${server.url}/api/health`)).body).toMatchObject({ ready: true });
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
