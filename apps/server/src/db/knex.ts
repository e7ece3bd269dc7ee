import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import knex, { type Knex } from 'knex';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Knex config: a SQLite file (WAL) by default, PostgreSQL for postgres:// URLs. */
export function knexConfig(databaseUrl: string): Knex.Config {
  const migrations = { directory: MIGRATIONS_DIR, loadExtensions: ['.ts'], tableName: 'knex_migrations' };
  if (isPostgresUrl(databaseUrl)) {
    return { client: 'pg', connection: databaseUrl, pool: { min: 0, max: 10 }, migrations };
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
  await db.migrate.latest();
  return db;
}
