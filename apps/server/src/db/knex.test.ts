import { describe, expect, it } from 'vitest';
import { isBookkeepingRace } from './knex';

describe('migrations started by several processes at once', () => {
  it("retries when another process created Knex's own tables first", () => {
    expect(isBookkeepingRace({ code: '42P07', message: 'create table "knex_migrations_lock" (...) - relation "knex_migrations_lock" already exists' })).toBe(true);
    expect(
      isBookkeepingRace({
        code: '23505',
        message: 'create table "knex_migrations" (...) - duplicate key value violates unique constraint "pg_type_typname_nsp_index"',
        detail: 'Key (typname, typnamespace)=(knex_migrations, 2200) already exists.',
      }),
    ).toBe(true);
    expect(isBookkeepingRace(new Error('create table `knex_migrations_lock` - SQLITE_ERROR: table `knex_migrations_lock` already exists'))).toBe(true);
  });

  it('lets every other migration error through', () => {
    expect(isBookkeepingRace({ code: '42P07', message: 'relation "stuffs" already exists' })).toBe(false);
    expect(isBookkeepingRace({ code: '42601', message: 'syntax error in knex_migrations query' })).toBe(false);
    expect(isBookkeepingRace(undefined)).toBe(false);
  });
});
