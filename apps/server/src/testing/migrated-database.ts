import knex, { type Knex } from 'knex';
import { knexConfig } from '../db/knex';
import { postgresDatabase } from '../services/users/test-accounts';
import type { DatabaseKind } from './server-process';

/**
 * A fresh database of that kind (in-memory SQLite, or a throwaway PostgreSQL database) with every
 * real migration applied, for migration tests; `close` destroys it.
 */
export async function migratedDatabase(kind: DatabaseKind): Promise<{ db: Knex; close: () => Promise<void> }> {
  const pg = kind === 'postgres' ? await postgresDatabase() : undefined;
  const db = knex(knexConfig(pg?.url ?? 'sqlite::memory:'));
  await db.migrate.latest();
  return {
    db,
    close: async () => {
      await db.destroy();
      await pg?.drop();
    },
  };
}
