import type { Knex } from 'knex';

/**
 * Accounts: users, their characters, reputation points and bug reports. Ids are auto-increment
 * integers (`_id`) on SQLite and PostgreSQL; timestamps are ISO-8601 UTC text so both read the same.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('_id').primary();
    t.string('username', 30).notNullable();
    // Lower-cased (NFKC) username: one account per name whatever the case.
    t.string('usernameKey', 30).notNullable().unique();
    t.string('password', 200).notNullable();
    // JSON list of roles ('admin', 'moderator').
    t.string('roles', 200).notNullable().defaultTo('[]');
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('characters', (t) => {
    t.increments('_id').primary();
    t.integer('user').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.integer('server').notNullable();
    t.string('name', 30).notNullable();
    t.integer('level').notNullable();
    t.integer('breed').notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['user', 'server']);
  });
  await knex.schema.createTable('reputation_points', (t) => {
    t.increments('_id').primary();
    t.integer('user').unsigned().notNullable().references('_id').inTable('users').onDelete('CASCADE');
    t.integer('points').notNullable();
    t.string('reason', 100).notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['user']);
  });
  await knex.schema.createTable('bug_reports', (t) => {
    t.increments('_id').primary();
    t.integer('user').unsigned().nullable().references('_id').inTable('users').onDelete('SET NULL');
    t.string('title', 150).notNullable();
    t.text('description').notNullable();
    t.string('page', 500).nullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bug_reports');
  await knex.schema.dropTable('reputation_points');
  await knex.schema.dropTable('characters');
  await knex.schema.dropTable('users');
}
