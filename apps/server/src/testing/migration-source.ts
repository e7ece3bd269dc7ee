import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

const MIGRATIONS_DIR = resolve(fileURLToPath(import.meta.url), '../../db/migrations');

/** The real migration files, loaded through Vitest (Knex's own loader cannot import .ts here). */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () =>
    readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.ts'))
      .sort(),
  getMigrationName: (file) => file,
  getMigration: (file) => import(join(MIGRATIONS_DIR, file)),
};
