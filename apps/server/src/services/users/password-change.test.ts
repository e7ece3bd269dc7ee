import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knex, { type Knex } from 'knex';
import { knexConfig } from '../../db/knex';
import { migratedDatabase } from '../../testing/migrated-database';
import { api, DATABASES, type DatabaseKind } from '../../testing/server-process';
import {
  newAccount,
  newStaffAccount,
  PASSWORD,
  signIn,
  signUp,
  startAccountsServer,
  type Account,
  type AccountsServer,
} from './test-accounts';

const NEW_PASSWORD = 'new-password-1';

/** JWT `iat` is in whole seconds: after this, a token issued before is strictly older than any change. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));

/** Opens the server's database directly (what no API answer shows). */
function openRaw(databaseUrl: string): Knex {
  const { migrations: _migrations, ...config } = knexConfig(databaseUrl);
  return knex(config);
}

async function passwordChangedAtOf(ctx: AccountsServer, id: number): Promise<number | null> {
  const db = openRaw(ctx.databaseUrl);
  try {
    const row = await db('users').where('_id', id).first('passwordChangedAt');
    return row.passwordChangedAt === null ? null : Number(row.passwordChangedAt);
  } finally {
    await db.destroy();
  }
}

describe.each(DATABASES)('password change on %s', (database) => {
  let ctx: AccountsServer;
  let admin: Account;
  const server = () => ctx.server;
  const me = (account: Account, token = account.token) =>
    api(server(), `/api/users/${account.id}`, { token });
  const changePassword = (account: Account, token = account.token) =>
    api(server(), `/api/users/${account.id}`, {
      method: 'PATCH',
      body: { password: NEW_PASSWORD, currentPassword: PASSWORD },
      token,
    });

  beforeAll(async () => {
    ctx = await startAccountsServer(database, { RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await newStaffAccount(ctx, 'Warden', 'admin');
  });
  afterAll(async () => ctx?.stop());

  it('refuses every token issued before a password change with 401, like an expired one', async () => {
    const victim = await newAccount(server(), 'Victim');
    const stolen = (await signIn(server(), 'Victim')).body.accessToken as string;
    expect((await me(victim, stolen)).status).toBe(200);
    await nextSecond();
    const before = Math.floor(Date.now() / 1000);
    expect((await changePassword(victim)).status).toBe(200);
    const changedAt = await passwordChangedAtOf(ctx, victim.id);
    expect(changedAt).toBeGreaterThanOrEqual(before);
    expect(changedAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    for (const token of [stolen, victim.token]) {
      const { status, body } = await me(victim, token);
      expect(status).toBe(401);
      expect(body).toMatchObject({ name: 'NotAuthenticated', code: 401 });
      const reauth = await api(server(), '/api/authentication', {
        method: 'POST',
        body: { strategy: 'jwt', accessToken: token },
      });
      expect(reauth.status).toBe(401);
    }
  });

  it('signs in with the new password only, and the new token works at once', async () => {
    const user = await newAccount(server(), 'Renewed');
    await nextSecond();
    expect((await changePassword(user)).status).toBe(200);
    expect((await signIn(server(), 'Renewed')).status).toBe(401);
    const signedIn = await signIn(server(), 'Renewed', NEW_PASSWORD);
    expect(signedIn.status).toBe(201);
    // Usually issued in the same second as the change: `iat` equal to it is still valid.
    expect((await me(user, signedIn.body.accessToken)).status).toBe(200);
    await nextSecond();
    expect((await me(user, signedIn.body.accessToken)).status).toBe(200);
  });

  it('keeps tokens valid when something other than the password changes', async () => {
    const user = await newAccount(server(), 'Promoted');
    await nextSecond();
    const promoted = await api(server(), `/api/users/${user.id}`, {
      method: 'PATCH',
      body: { roles: ['moderator'] },
      token: admin.token,
    });
    expect(promoted.status).toBe(200);
    const refused = await api(server(), `/api/users/${user.id}`, {
      method: 'PATCH',
      body: { password: NEW_PASSWORD, currentPassword: 'not-the-password' },
      token: user.token,
    });
    expect(refused.status).toBe(400);
    expect(await passwordChangedAtOf(ctx, user.id)).toBeNull();
    expect((await me(user)).body.roles).toEqual(['moderator']);
    expect((await me(admin)).status).toBe(200);
  });

  it('never answers passwordChangedAt', async () => {
    const created = await signUp(server(), 'Discreet');
    const user: Account = {
      id: created.body._id,
      username: 'Discreet',
      token: (await signIn(server(), 'Discreet')).body.accessToken,
    };
    const changed = await changePassword(user);
    expect(changed.status).toBe(200);
    expect(await passwordChangedAtOf(ctx, user.id)).not.toBeNull();
    const signedIn = await signIn(server(), 'Discreet', NEW_PASSWORD);
    const token = signedIn.body.accessToken as string;
    const answers = [
      created,
      changed,
      signedIn,
      await api(server(), '/api/authentication', {
        method: 'POST',
        body: { strategy: 'jwt', accessToken: token },
      }),
      await me(user, token),
      await api(server(), `/api/users/${user.id}`, { token: admin.token }),
      await api(server(), '/api/users?username=Discreet', { token: admin.token }),
      await api(server(), `/api/users/${user.id}`, {
        method: 'PATCH',
        body: { roles: [] },
        token: admin.token,
      }),
      await api(server(), '/api/users?$select[]=passwordChangedAt', { token: admin.token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toContain('passwordChangedAt');
    }
  });
});

const MIGRATION = '20261123000000_password_changed_at.ts';
describe.each(DATABASES)('passwordChangedAt migration on %s', (database: DatabaseKind) => {
  let db: Knex;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, close } = await migratedDatabase(database));
  });
  afterAll(async () => close?.());

  it('drops the column and adds it back, keeping accounts and their characters', async () => {
    const now = new Date().toISOString();
    const [row] = await db('users').insert(
      {
        username: 'kept',
        usernameKey: 'kept',
        password: 'x',
        passwordChangedAt: 1,
        createdAt: now,
        updatedAt: now,
      },
      ['_id'],
    );
    const user = Number((row as { _id: number })._id);
    await db('characters').insert({
      user,
      server: 1,
      name: 'Kept',
      level: 1,
      breed: 1,
      createdAt: now,
      updatedAt: now,
    });

    await db.migrate.down({ name: MIGRATION });
    expect(await db.schema.hasColumn('users', 'passwordChangedAt')).toBe(false);
    expect(await db('users').where('_id', user).first('username')).toEqual({ username: 'kept' });
    expect(await db('characters').where('user', user).first('name')).toEqual({ name: 'Kept' });

    await db.migrate.up({ name: MIGRATION });
    expect(await db.schema.hasColumn('users', 'passwordChangedAt')).toBe(true);
    expect(await db('users').where('_id', user).first('passwordChangedAt')).toEqual({
      passwordChangedAt: null,
    });
  });
});
