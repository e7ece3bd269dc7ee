/**
 * Crashes and shutdowns: `kill -9` under write load loses no acknowledged write (SQLite and PostgreSQL),
 * and SIGTERM lets in-flight requests finish before the process exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { knexConfig } from '../db/knex';
import { postgresDatabase } from '../services/users/test-accounts';
import { DATABASES } from '../testing/server-process';
import { spawnServer, stopChild, type ServerChild } from './process-harness';

const WRITERS = 8;

async function databaseFor(kind: string, dataDir: string) {
  if (kind === 'postgres') return postgresDatabase();
  return { url: `sqlite:${join(dataDir, 'grimoire.sqlite')}`, drop: async () => undefined };
}

describe.each(DATABASES)('crashes on %s', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('kill -9 under write load loses no acknowledged write', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grimoire-crash-'));
    const db = await databaseFor(database, dataDir);
    cleanups.push(async () => {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const env = { DATA_DIR: dataDir, DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: '0', GUEST_REPORTS_PER_HOUR: '0' };
    let server: ServerChild | undefined = await spawnServer(env);
    cleanups.push(() => stopChild(server));

    const acknowledged: number[] = [];
    let crashed = false;
    const writer = async (n: number) => {
      for (let i = 0; !crashed; i++) {
        try {
          const response = await fetch(`${server!.url}/api/bug-reports`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              title: `Crash ${n}-${i}`,
              description: 'Written while the server gets killed.',
            }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { _id: number })._id);
        } catch {
          return; // the connection died with the process: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    await server.exited;
    crashed = true;
    await Promise.all(writers);

    // The database opens again (SQLite replays its WAL) and holds every write that was answered 201.
    server = await spawnServer(env);
    const { migrations: _m, ...config } = knexConfig(db.url);
    const check = knex(config);
    try {
      const ids = (await check('bug_reports').select('_id')).map((row: { _id: number }) => Number(row._id));
      const stored = new Set(ids);
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await check.destroy();
    }
    const health = await fetch(`${server.url}/api/health?probe=live`);
    expect(health.status).toBe(200);
  }, 120_000);
});

describe('SIGTERM', () => {
  it('lets an in-flight request finish, refuses new connections, then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'grimoire-drain-'));
    const server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'db.sqlite')}`,
    });
    try {
      const body = JSON.stringify({ username: 'Drained', password: 'correct-horse-1' });
      // A sign-up whose body arrives slowly: in flight when SIGTERM lands.
      const answer = new Promise<{ status: number; text: string }>((resolveAnswer, reject) => {
        const req = request(
          `${server.url}/api/users`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 700);
        }, 300);
      });
      await new Promise((r) => setTimeout(r, 600));
      // Draining: the listening socket is closed, so a new client is refused (a proxy would try another process).
      await expect(fetch(`${server.url}/api/version`)).rejects.toThrow();
      const finished = await answer;
      expect(finished.status, finished.text).toBe(201);
      expect(JSON.parse(finished.text).username).toBe('Drained');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await stopChild(server, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
