import type { Knex } from 'knex';

/**
 * Community boards (issue 15): portal reports with their votes, group finder listings, the flags
 * players raise on either, and the moderators' audit lines. Timestamps are ISO-8601 UTC text
 * (sortable, the same on SQLite and PostgreSQL); a hidden record stays for the audit trail.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('portal_reports', (t) => {
    t.increments('_id').primary();
    t.integer('server').notNullable();
    t.integer('dimension').notNullable();
    t.integer('posX').notNullable();
    t.integer('posY').notNullable();
    t.integer('remainingUses').nullable();
    t.integer('reporter').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.string('reportedAt', 30).notNullable();
    t.integer('confirmations').notNullable().defaultTo(0);
    t.integer('denials').notNullable().defaultTo(0);
    // Reputation points already given for this report (once).
    t.boolean('rewarded').notNullable().defaultTo(false);
    t.boolean('hidden').notNullable().defaultTo(false);
    t.string('updatedAt', 30).notNullable();
    t.index(['server', 'dimension', 'reportedAt']);
  });
  await knex.schema.createTable('portal_votes', (t) => {
    t.integer('report').unsigned().notNullable().references('_id').inTable('portal_reports').onDelete('CASCADE');
    t.integer('user').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.string('vote', 8).notNullable();
    t.string('createdAt', 30).notNullable();
    // One vote per user and report, enforced by the database too.
    t.primary(['report', 'user']);
  });
  await knex.schema.createTable('group_listings', (t) => {
    t.increments('_id').primary();
    t.integer('server').notNullable();
    t.integer('dungeon').nullable();
    t.string('activity', 80).nullable();
    t.text('achievements').notNullable();
    t.text('idols').notNullable();
    t.integer('levelMin').notNullable();
    t.integer('levelMax').notNullable();
    t.integer('slots').notNullable();
    t.string('description', 1000).notNullable();
    t.string('contact', 40).notNullable();
    t.string('language', 2).notNullable();
    t.string('expiresAt', 30).notNullable();
    t.integer('owner').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.boolean('hidden').notNullable().defaultTo(false);
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['server', 'expiresAt']);
    t.index(['dungeon', 'expiresAt']);
  });
  await knex.schema.createTable('board_flags', (t) => {
    t.increments('_id').primary();
    // 'portal' or 'listing', and the record's id.
    t.string('kind', 10).notNullable();
    t.integer('record').notNullable();
    t.integer('user').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.string('reason', 200).notNullable();
    t.string('createdAt', 30).notNullable();
    t.unique(['kind', 'record', 'user']);
  });
  await knex.schema.createTable('board_moderation_log', (t) => {
    t.increments('_id').primary();
    t.string('kind', 10).notNullable();
    t.integer('record').notNullable();
    t.integer('moderator').notNullable();
    t.string('moderatorName', 30).notNullable();
    // 'hide' or 'show'.
    t.string('action', 10).notNullable();
    t.string('reason', 200).notNullable();
    t.string('createdAt', 30).notNullable();
    t.index(['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('board_moderation_log');
  await knex.schema.dropTable('board_flags');
  await knex.schema.dropTable('group_listings');
  await knex.schema.dropTable('portal_votes');
  await knex.schema.dropTable('portal_reports');
}
