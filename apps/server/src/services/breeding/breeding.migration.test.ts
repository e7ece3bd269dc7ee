import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase } from '../../testing/migrated-database';
import { DATABASES, type DatabaseKind } from '../../testing/server-process';

const MIGRATION = '20261125110000_breeding_selections.ts';

describe.each(DATABASES)('breeding selections migration on %s', (database: DatabaseKind) => {
  let db: Knex;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, close } = await migratedDatabase(database));
  });
  afterAll(async () => close?.());

  it('keeps one row per player and family, and rolls back cleanly', async () => {
    const row = { userId: '1', family: 'muldo', male: '{}', female: '{}', updatedAt: '2026-11-25T00:00:00.000Z' };
    await db('breeding_selections').insert(row);
    await expect(db('breeding_selections').insert(row)).rejects.toThrow();
    await db.migrate.down({ name: MIGRATION });
    expect(await db.schema.hasTable('breeding_selections')).toBe(false);
    await db.migrate.up({ name: MIGRATION });
    expect(await db.schema.hasTable('breeding_selections')).toBe(true);
  });
});
