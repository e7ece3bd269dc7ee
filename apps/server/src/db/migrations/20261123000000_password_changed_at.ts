import type { Knex } from 'knex';

/**
 * `users.passwordChangedAt`: when the password was last changed, in whole epoch seconds (the unit of a
 * JWT's `iat`), null if never changed since sign-up. Access tokens issued before it are refused.
 * 64-bit so it outlives 2038; PostgreSQL answers `bigint` as text, readers convert it with `Number`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('passwordChangedAt').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Native DROP COLUMN on both databases: Knex's SQLite `dropColumn` rebuilds the table, and dropping
  // the old `users` inside the migration's transaction would cascade-delete every character.
  await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['users', 'passwordChangedAt']);
}
