import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knex, { type Knex } from 'knex';
import { migrationSource } from './migration-list';

/** How long to wait for a PostgreSQL connection, and for one query, before answering 503. */
const PG_CONNECT_TIMEOUT_MS = 1500;
const PG_QUERY_TIMEOUT_MS = 10_000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Knex config: a SQLite file (WAL) by default, PostgreSQL for postgres:// URLs. */
export function knexConfig(databaseUrl: string): Knex.Config {
  const migrations = { migrationSource, tableName: 'knex_migrations' };
  if (isPostgresUrl(databaseUrl)) {
    return {
      client: 'pg',
      // An unreachable database fails fast (the callers answer 503 within 2 s, never hang): refused
      // connections fail at once (Knex propagates the pool's create error), silent ones after 1.5 s.
      connection: {
        connectionString: databaseUrl,
        connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
        query_timeout: PG_QUERY_TIMEOUT_MS,
      },
      acquireConnectionTimeout: PG_CONNECT_TIMEOUT_MS,
      pool: { min: 0, max: 10 },
      migrations,
    };
  }
  const filename = databaseUrl.replace(/^sqlite:/, '');
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
    migrations,
  };
}

export async function openDatabase(databaseUrl: string): Promise<Knex> {
  const db = knex(knexConfig(databaseUrl));
  await migrateUnderLock(db);
  return db;
}

/**
 * A concurrent creation of `knex_migrations` / `knex_migrations_lock` (PostgreSQL: duplicate table,
 * or the unique index of its type catalogue; SQLite: table already exists).
 */
export function isBookkeepingRace(error: unknown): boolean {
  const { code, message, detail } = (error ?? {}) as { code?: unknown; message?: unknown; detail?: unknown };
  const text = [message, detail].filter((part) => typeof part === 'string').join(' ');
  if (!text.includes('knex_migrations')) return false;
  return code === '42P07' || (code === '23505' && text.includes('pg_type')) || /already exists/.test(text);
}

/** How long a process waits for another one's migrations before giving up. */
const MIGRATION_WAIT_MS = 120_000;

/**
 * Runs the pending migrations once even when several processes start together on one database: Knex
 * takes its lock (`knex_migrations_lock`); a process that finds it taken waits for the other one to
 * finish, then finds nothing left to run. A lock left by a crashed process is reported after 2 minutes
 * (`npx knex migrate:unlock`, or `UPDATE knex_migrations_lock SET is_locked = 0`).
 */
export async function migrateUnderLock(db: Knex, waitMs = MIGRATION_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await db.migrate.latest();
      return;
    } catch (error) {
      // On a fresh database two processes may both create Knex's own tables before either holds the
      // lock: the loser's CREATE TABLE fails; once the tables exist, the lock decides as usual.
      if (isBookkeepingRace(error) && Date.now() <= deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
        continue;
      }
      if ((error as Error).name !== 'MigrationLocked' || Date.now() > deadline) {
        if ((error as Error).name === 'MigrationLocked')
          throw new Error('Another process has held the migration lock for 2 minutes: if none is running, clear it with `UPDATE knex_migrations_lock SET is_locked = 0`', { cause: error });
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}
