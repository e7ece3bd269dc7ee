/** The app under fuzzing: the real `createApp` in this process, on a real database, listening on a free port. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getServiceOptions } from '@feathersjs/feathers';
import knex, { type Knex } from 'knex';
import { answerCacheFront } from '../../answer-cache/front';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import type { Application } from '../../declarations';
import { knexConfig, migrateUnderLock } from '../../db/knex';
import { GameCollectionService } from '../../game/collection-service';
import { loadGameStore } from '../../game/store';
import { createLogger } from '../../logger';
import { postgresDatabase } from '../../services/users/test-accounts';
import type { DatabaseKind } from '../../testing/server-process';

export const STANDARD_METHODS = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const;

/** One registered service as the fuzz test sees it: its REST path and the methods it exposes. */
export interface DiscoveredService {
  path: string;
  methods: string[];
  /** Game-data services (read-only, in memory) get fewer runs than user-data ones. */
  game: boolean;
}

export interface FuzzApp {
  app: Application;
  db: Knex;
  url: string;
  services: DiscoveredService[];
  /** Hash of every user-data table (the rate-limit counts and Knex's own tables aside). */
  fingerprint(): Promise<string>;
  close(): Promise<void>;
}

/** Tables whose rows are not user data: a refused request may count an attempt there. */
const IGNORED_TABLES = /^(knex_migrations|knex_migrations_lock|rate_limits|sqlite_.*)$/;

async function userTables(db: Knex): Promise<string[]> {
  if (String(db.client.config.client) === 'pg') {
    const rows = (await db.raw(`select tablename from pg_tables where schemaname = 'public'`)) as {
      rows: { tablename: string }[];
    };
    return rows.rows
      .map((row) => row.tablename)
      .filter((name) => !IGNORED_TABLES.test(name))
      .sort();
  }
  const rows = (await db.raw(`select name from sqlite_master where type = 'table'`)) as { name: string }[];
  return rows
    .map((row) => row.name)
    .filter((name) => !IGNORED_TABLES.test(name))
    .sort();
}

/** Every service the app registered, with the methods its options expose (nothing listed by hand). */
export function discoverServices(app: Application): DiscoveredService[] {
  return Object.entries(app.services)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, service]) => {
      const options = getServiceOptions(service) as { methods?: string[] } | undefined;
      const game = service instanceof GameCollectionService || path === 'api/version';
      return { path, methods: [...(options?.methods ?? [])], game };
    });
}

export async function startFuzzApp(kind: DatabaseKind, bundleDir: string): Promise<FuzzApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'grimoire-fuzz-'));
  const pg = kind === 'postgres' ? await postgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    BUNDLE_DIR: bundleDir,
    DATABASE_URL: pg?.url ?? `sqlite:${join(dataDir, 'grimoire.sqlite')}`,
    JWT_SECRET: 'fuzz-secret',
    RATE_LIMIT_PER_MINUTE: '0',
    GUEST_REPORTS_PER_HOUR: '0',
    WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
  });
  const logger = createLogger('silent');
  const db = knex(knexConfig(config.databaseUrl));
  await migrateUnderLock(db);
  const gameStore = await loadGameStore(config.bundleDir, logger);
  const app = await createApp({ config, logger, db, gameStore });
  // The listener main.ts serves: kept answers are fuzzed too.
  const server: Server = createServer(answerCacheFront(app));
  await app.setup(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const tables = await userTables(db);
  return {
    app,
    db,
    url: `http://127.0.0.1:${port}`,
    services: discoverServices(app),
    async fingerprint() {
      const hash = createHash('sha256');
      if (String(db.client.config.client) === 'pg') {
        // One round trip: each table's rows as text, sorted, hashed by the server.
        const sql = tables
          .map(
            (table) =>
              `select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`,
          )
          .join(' union all ');
        const rows = (await db.raw(sql)) as { rows: { t: string; h: string }[] };
        for (const row of rows.rows) hash.update(row.t).update(row.h);
        return hash.digest('hex');
      }
      for (const table of tables) {
        const rows = ((await db(table).select('*')) as unknown[]).map((row) => JSON.stringify(row)).sort();
        hash.update(table).update(rows.join('\n'));
      }
      return hash.digest('hex');
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.destroy();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
