import type { Knex } from 'knex';

/**
 * Back office (spec §7 admin services): curated map data and the audit log of every write.
 * Times are ISO-8601 UTC text (they sort chronologically and read the same on SQLite and
 * PostgreSQL); lists (shop items, appearance ids) are JSON text, read and written whole.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.increments('_id').primary();
    t.string('userId', 64).notNullable();
    t.string('username', 64).notNullable();
    /** The service path (`custom-interactives`...) and method (`create`, `patch`, `remove`, `undo`). */
    t.string('service', 40).notNullable();
    t.string('method', 12).notNullable();
    t.string('recordId', 64).notNullable();
    /** The stored row before and after the write, JSON text (null when there is none). */
    t.text('before');
    t.text('after');
    /** For an undo: the entry it undid. */
    t.integer('undoes');
    t.string('undoneAt', 30);
    t.string('undoneBy', 64);
    t.string('createdAt', 30).notNullable();
    t.index(['createdAt']);
    t.index(['service', 'recordId']);
  });
  await knex.schema.createTable('custom_interactives', (t) => {
    t.increments('_id').primary();
    t.integer('mapId').notNullable();
    t.integer('itemId').notNullable();
    t.integer('jobId');
    t.integer('skillId');
    t.integer('quantity').notNullable().defaultTo(1);
    // Copied from the map's position when tagged, so lists and the map need no join with game data.
    t.integer('posX').notNullable();
    t.integer('posY').notNullable();
    t.integer('worldMap').notNullable();
    t.integer('subAreaId');
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.unique(['mapId', 'itemId']);
    t.index(['itemId']);
    t.index(['worldMap']);
  });
  await knex.schema.createTable('npc_shops', (t) => {
    t.increments('_id').primary();
    t.integer('npcId');
    t.string('name', 80).notNullable();
    t.integer('mapId').notNullable();
    t.integer('posX').notNullable();
    t.integer('posY').notNullable();
    t.integer('worldMap').notNullable();
    t.integer('subAreaId');
    /** JSON: [{ itemId, price, currencyItemId? }] (no currency = kamas). */
    t.text('items').notNullable();
    /** Space-separated item ids, so "sold by" finds shops with a LIKE on both databases. */
    t.text('itemIndex').notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['worldMap']);
  });
  await knex.schema.createTable('poi_gfx', (t) => {
    t.increments('_id').primary();
    t.integer('poiId').notNullable().unique();
    t.integer('gfxId').notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('appearances', (t) => {
    t.increments('_id').primary();
    t.integer('itemId').notNullable().unique();
    /** JSON list of appearance (skin) ids. */
    t.text('appearanceIds').notNullable();
    t.string('look', 500);
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['appearances', 'poi_gfx', 'npc_shops', 'custom_interactives', 'audit_log'])
    await knex.schema.dropTable(table);
}
