import type { Knex } from 'knex';

/**
 * Saved stuffs (equipment builds). The build itself is stored as JSON text columns; `stuff_items`
 * holds one row per distinct worn item so the `itemIds` filter is an indexed query.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stuffs', (t) => {
    t.increments('id').primary();
    // The user id as text (null for guests); no foreign key so accounts can evolve their id type.
    t.string('author', 64).nullable().index();
    t.string('title', 100).notNullable();
    t.string('sharing', 10).notNullable().defaultTo('public');
    t.integer('level').notNullable();
    t.integer('breed').notNullable();
    t.string('sexe', 10).notNullable();
    t.text('items').notNullable();
    t.text('forgemagie').notNullable();
    t.text('exo').notNullable();
    t.text('base').notNullable();
    t.text('parchment').notNullable();
    t.text('pinned_spells').notNullable();
    t.string('editSecretHash', 128).nullable();
    // ISO-8601 UTC text: sorts chronologically and reads the same on SQLite and PostgreSQL.
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['sharing', 'updatedAt']);
    t.index(['breed', 'level']);
  });
  await knex.schema.createTable('stuff_items', (t) => {
    t.integer('stuffId').notNullable().references('id').inTable('stuffs').onDelete('CASCADE');
    t.integer('itemId').notNullable();
    t.primary(['stuffId', 'itemId']);
    t.index(['itemId', 'stuffId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stuff_items');
  await knex.schema.dropTable('stuffs');
}
