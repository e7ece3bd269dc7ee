import type { Knex } from 'knex';

/**
 * One report → queue → action flow for every kind of player content:
 * - `board_flags` becomes `content_reports` (kinds `portal`, `listing`, and now `stuff` and `hint`), each
 *   report closed by the moderator's action on its record (`resolvedAt`, `resolvedBy`, `resolution`);
 * - a stuff can be hidden by a moderator (`moderationHidden`: not its owner's `sharing`);
 * - `user_notices`: what a moderator did to a player's content, or a warning, for its author to read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.renameTable('board_flags', 'content_reports');
  await knex.schema.alterTable('content_reports', (t) => {
    t.string('resolvedAt', 30).nullable();
    t.string('resolvedBy', 64).nullable();
    t.string('resolution', 10).nullable();
    t.index(['resolvedAt', 'kind']);
  });
  await knex.schema.alterTable('stuffs', (t) => {
    t.boolean('moderationHidden').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('user_notices', (t) => {
    t.increments('_id').primary();
    t.integer('user').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.string('kind', 10).notNullable();
    t.integer('record').notNullable();
    t.string('action', 10).notNullable();
    /** What the content was called when it was acted on (a stuff's title, a listing's activity...). */
    t.string('subject', 200).notNullable();
    t.string('reason', 500).notNullable();
    t.string('moderator', 64).notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('readAt', 30).nullable();
    t.index(['user', 'createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_notices');
  await knex.schema.alterTable('stuffs', (t) => {
    t.dropColumn('moderationHidden');
  });
  // Reports of kinds the boards did not know have nowhere to go back to.
  await knex('content_reports').whereNotIn('kind', ['portal', 'listing']).delete();
  await knex.schema.alterTable('content_reports', (t) => {
    t.dropIndex(['resolvedAt', 'kind']);
    t.dropColumn('resolvedAt');
    t.dropColumn('resolvedBy');
    t.dropColumn('resolution');
  });
  await knex.schema.renameTable('content_reports', 'board_flags');
}
