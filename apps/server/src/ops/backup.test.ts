/**
 * `npm run db:backup` / `npm run db:restore` as a round trip: a backup taken while the server runs,
 * later changes, then a restore brings back every user, character, stuff and workbench exactly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import knex from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { knexConfig } from '../db/knex';
import { postgresDatabase } from '../services/users/test-accounts';
import { DATABASES } from '../testing/server-process';
import { named, writeTestBundle } from '../testing/test-bundle';
import { spawnServer, stopChild, type ServerChild } from './process-harness';

const REPO = resolve(fileURLToPath(import.meta.url), '../../../../..');
const TABLES = ['users', 'characters', 'stuffs', 'stuff_items', 'workbenches'];
const GAME = {
  items: [
    { ...named(1, 'helmet'), level: 10, typeId: 16, effects: [] },
    { ...named(2, 'ring'), level: 10, typeId: 9, effects: [] },
  ],
  breeds: [1, 2].map((id) => ({
    ...named(id, `breed ${id}`),
    maleArtwork: 1,
    femaleArtwork: 2,
    breedSpellsId: [],
  })),
};

async function snapshot(databaseUrl: string): Promise<Record<string, unknown[]>> {
  const { migrations: _m, ...config } = knexConfig(databaseUrl);
  const db = knex(config);
  try {
    const result: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const rows = (await db(table).select('*')) as Record<string, unknown>[];
      result[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return result;
  } finally {
    await db.destroy();
  }
}

function npmRun(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.each(DATABASES)('backup and restore on %s', (database) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a restore brings back every user, character, stuff and workbench of the backup', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grimoire-backup-'));
    const bundleDir = writeTestBundle('grimoire-backup-bundle-', GAME);
    const pg = database === 'postgres' ? await postgresDatabase() : undefined;
    cleanups.push(async () => {
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(bundleDir, { recursive: true, force: true });
    });
    const databaseUrl = pg?.url ?? `sqlite:${join(dataDir, 'grimoire.sqlite')}`;
    const env = {
      DATA_DIR: dataDir,
      BUNDLE_DIR: bundleDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: '0',
      GUEST_REPORTS_PER_HOUR: '0',
      JWT_SECRET: 'backup-secret',
    };
    let server: ServerChild = await spawnServer(env);
    cleanups.push(() => stopChild(server));
    const call = async (path: string, method = 'GET', body?: unknown, token?: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const account = async (username: string) => {
      expect((await call('/api/users', 'POST', { username, password: 'correct-horse-1' })).status).toBe(201);
      return (
        await call('/api/authentication', 'POST', {
          strategy: 'local',
          username,
          password: 'correct-horse-1',
        })
      ).body.accessToken as string;
    };
    const alice = await account('Alice');
    const bob = await account('Bob');
    for (const [token, name] of [
      [alice, 'Kyra'],
      [bob, 'Ulric'],
    ] as const) {
      expect(
        (await call('/api/characters', 'POST', { server: 3, name, level: 200, breed: 1 }, token)).status,
      ).toBe(201);
      const stuff = await call(
        '/api/stuffs',
        'POST',
        {
          level: 200,
          items: { helmet: 1, ring1: 2 },
          breed: 1,
          sexe: 'male',
          pinned_spells: [],
          title: `${name}'s build`,
          sharing: 'public',
        },
        token,
      );
      expect(stuff.status, JSON.stringify(stuff.body)).toBe(201);
      expect(
        (
          await call(
            '/api/workbench',
            'POST',
            { name: `${name}'s bench`, shared: 'public', items: [{ itemId: 1, quantity: 3 }] },
            token,
          )
        ).status,
      ).toBe(201);
    }
    const before = await snapshot(databaseUrl);
    for (const table of TABLES) expect(before[table]!.length, table).toBeGreaterThanOrEqual(2);

    // Online: the server keeps running during the backup.
    const file = join(dataDir, 'saved', database === 'postgres' ? 'grimoire.dump' : 'grimoire.sqlite');
    const backup = npmRun('db:backup', ['--out', file], env);
    expect(backup.code, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);

    // Life goes on after the backup: a new account, a deleted stuff, a renamed workbench.
    await account('Carol');
    const stuffs = (await call('/api/stuffs?me=true', 'GET', undefined, alice)).body.data as { id: string }[];
    expect((await call(`/api/stuffs/${stuffs[0]!.id}`, 'DELETE', undefined, alice)).status).toBe(200);
    expect(await snapshot(databaseUrl)).not.toEqual(before);

    await stopChild(server);
    const restore = npmRun('db:restore', [file], env);
    expect(restore.code, restore.output).toBe(0);
    expect(await snapshot(databaseUrl)).toEqual(before);

    // And the restored database serves: Alice signs in and finds her stuff again.
    server = await spawnServer(env);
    const signIn = await call('/api/authentication', 'POST', {
      strategy: 'local',
      username: 'Alice',
      password: 'correct-horse-1',
    });
    expect(signIn.status).toBe(201);
    expect(
      (
        await call('/api/authentication', 'POST', {
          strategy: 'local',
          username: 'Carol',
          password: 'correct-horse-1',
        })
      ).status,
    ).toBe(401);
    const mine = await call('/api/stuffs?me=true', 'GET', undefined, signIn.body.accessToken as string);
    expect((mine.body.data as unknown[]).length).toBe(1);
  }, 180_000);
});
