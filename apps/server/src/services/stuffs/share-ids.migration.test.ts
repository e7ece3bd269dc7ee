import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase } from '../../testing/migrated-database';
import { DATABASES, type DatabaseKind } from '../../testing/server-process';

const SHARE_IDS = '20261124100100_stuff_share_ids.ts';
const row = (title: string, sharing: string) => ({
  title,
  sharing,
  level: 200,
  breed: 1,
  sexe: 'male',
  items: '{}',
  forgemagie: '{}',
  exo: '[]',
  base: '{}',
  parchment: '{}',
  pinned_spells: '[]',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe.each(DATABASES)('stuff share ids migration on %s', (database: DatabaseKind) => {
  let db: Knex;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, close } = await migratedDatabase(database));
  });
  afterAll(async () => close?.());

  it('gives every existing stuff its own random share id, and rolls back keeping the stuffs', async () => {
    await db.migrate.down({ name: SHARE_IDS });
    await db('stuffs').insert([row('Old public', 'public'), row('Old hidden', 'hidden')]);
    const [stuff] = await db('stuffs').select('id').where('title', 'Old hidden');
    await db('stuff_items').insert({ stuffId: stuff.id, itemId: 8231 });

    await db.migrate.up({ name: SHARE_IDS });
    const shareIds = (await db('stuffs').select('shareId')).map((r: { shareId: string }) => r.shareId);
    expect(shareIds).toHaveLength(2);
    for (const id of shareIds) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(shareIds).size).toBe(2);

    await db.migrate.down({ name: SHARE_IDS });
    expect(await db.schema.hasColumn('stuffs', 'shareId')).toBe(false);
    expect((await db('stuffs').select('title').orderBy('id')).map((r: { title: string }) => r.title)).toEqual(
      ['Old public', 'Old hidden'],
    );
    expect(await db('stuff_items').where('stuffId', stuff.id).first('itemId')).toEqual({ itemId: 8231 });
    await db.migrate.up({ name: SHARE_IDS });
  });
});
