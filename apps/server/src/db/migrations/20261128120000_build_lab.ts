import type { Knex } from 'knex';

/**
 * Public builds to discover:
 * - `stuffs.tags` and `stuffs.elements`: what its author says it is for (PvM, PvP, Koliseum…) and
 *   which elements it hits in, JSON lists; `stuff_tags` holds both (`pvm`, `element:fire`) as rows
 *   so that a filter is an index look-up;
 * - `stuff_likes`: one like per account and stuff, and `stuffs.likes` their count (sorted on);
 * - indexes for the public list's two orders and for an author's builds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stuffs', (t) => {
    t.string('tags', 200).notNullable().defaultTo('[]');
    t.string('elements', 100).notNullable().defaultTo('[]');
    t.integer('likes').notNullable().defaultTo(0);
    t.index(['sharing', 'moderationHidden', 'updatedAt'], 'stuffs_public_recent');
    t.index(['sharing', 'moderationHidden', 'likes'], 'stuffs_public_likes');
    t.index(['author', 'sharing'], 'stuffs_author_sharing');
  });
  await knex.schema.createTable('stuff_tags', (t) => {
    t.integer('stuffId').notNullable().references('id').inTable('stuffs').onDelete('CASCADE');
    t.string('tag', 20).notNullable();
    t.primary(['stuffId', 'tag']);
    t.index(['tag', 'stuffId']);
  });
  await knex.schema.createTable('stuff_likes', (t) => {
    t.integer('stuffId').notNullable().references('id').inTable('stuffs').onDelete('CASCADE');
    t.integer('user').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.string('createdAt', 30).notNullable();
    t.primary(['stuffId', 'user']);
    t.index(['user']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stuff_likes');
  await knex.schema.dropTable('stuff_tags');
  await knex.schema.alterTable('stuffs', (t) => {
    t.dropIndex(['sharing', 'moderationHidden', 'updatedAt'], 'stuffs_public_recent');
    t.dropIndex(['sharing', 'moderationHidden', 'likes'], 'stuffs_public_likes');
    t.dropIndex(['author', 'sharing'], 'stuffs_author_sharing');
  });
  // Native DROP COLUMN on both databases (Knex's SQLite `dropColumn` rebuilds the table, and its
  // dependents cascade on it).
  for (const column of ['tags', 'elements', 'likes']) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['stuffs', column]);
}
