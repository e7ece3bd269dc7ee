import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer } from '../../testing/server-process';
import {
  newAccount,
  newStaffAccount,
  PASSWORD,
  runUserCreate,
  signIn,
  signUp,
  startAccountsServer,
  type Account,
  type AccountsServer,
} from './test-accounts';

describe.each(DATABASES)('accounts on %s', (database) => {
  let ctx: AccountsServer;
  let admin: Account;
  const server = () => ctx.server;
  const userCount = async () =>
    (await api(server(), '/api/users?$limit=0', { token: admin.token })).body.total as number;

  beforeAll(async () => {
    ctx = await startAccountsServer(database, { RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await newStaffAccount(ctx, 'Chief', 'admin');
  });
  afterAll(async () => ctx?.stop());

  describe('sign-up', () => {
    it('creates an account and answers its public fields, never the password', async () => {
      const { status, body } = await signUp(server(), 'Ecaflip');
      expect(status).toBe(201);
      expect(body).toMatchObject({ username: 'Ecaflip', roles: [] });
      expect(typeof body._id).toBe('number');
      expect(body).not.toHaveProperty('password');
      expect(body).not.toHaveProperty('usernameKey');
    });

    it('refuses an e-mail address as username, and writes nothing', async () => {
      const before = await userCount();
      const { status, body } = await signUp(server(), 'someone@example.com');
      expect(status).toBe(400);
      expect(body.message).toBe('Username must not be an email.');
      expect(body.errors.username).toEqual({
        key: 'username-email',
        message: 'Username must not be an email.',
      });
      expect(await userCount()).toBe(before);
    });

    it('refuses a taken username, also when it differs only in case', async () => {
      expect((await signUp(server(), 'Sadida')).status).toBe(201);
      const before = await userCount();
      for (const name of ['Sadida', 'sADIDA']) {
        const { status, body } = await signUp(server(), name, 'another-password');
        expect(status).toBe(400);
        expect(body.errors.username).toEqual({ key: 'username-taken', message: 'Username already taken' });
      }
      expect(await userCount()).toBe(before);
      // The original password still works: the refused sign-ups changed nothing.
      expect((await signIn(server(), 'sadida')).status).toBe(201);
    });

    it('refuses a short password, and writes nothing', async () => {
      const before = await userCount();
      const { status, body } = await signUp(server(), 'Shorty', '1234567');
      expect(status).toBe(400);
      expect(body.errors.password).toMatchObject({
        key: 'min-length',
        nb: 8,
        message: 'This field must contain at least 8 characters',
      });
      expect(await userCount()).toBe(before);
      expect((await signIn(server(), 'Shorty', '1234567')).status).toBe(401);
    });

    it('bounds lengths and requires both fields with the generic messages', async () => {
      const long = await signUp(server(), 'x'.repeat(31), 'p'.repeat(129));
      expect(long.status).toBe(400);
      expect(long.body.errors.username.message).toBe('This field must not contain more than 30 characters');
      expect(long.body.errors.password.message).toBe('This field must not contain more than 128 characters');
      const empty = await api(server(), '/api/users', { method: 'POST', body: { username: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.username.message).toBe('Please fill in all fields');
      expect(empty.body.errors.password.message).toBe('Please fill in all fields');
    });

    it('bounds the case-insensitive form of a username like the username itself', async () => {
      const before = await userCount();
      // Each "ﬀ" ligature is one character whose compatibility form is two ("ff"): 16 become 32.
      const ligatures = await signUp(server(), 'ﬀ'.repeat(16));
      expect(ligatures.status).toBe(400);
      expect(ligatures.body.errors.username).toEqual({
        key: 'max-length',
        nb: 30,
        message: 'This field must not contain more than 30 characters',
      });
      // "¼" is a digit, but its compatibility form "1⁄4" holds a fraction slash.
      const fraction = await signUp(server(), 'Quarter¼');
      expect(fraction.status).toBe(400);
      expect(fraction.body.errors.username.key).toBe('pattern');
      expect(await userCount()).toBe(before);
      expect((await signIn(server(), 'ﬀ'.repeat(16))).status).toBe(401);
      expect((await signUp(server(), 'ﬀ'.repeat(15))).status).toBe(201);
      expect((await signIn(server(), 'FF'.repeat(15))).status).toBe(201);
    });

    it('refuses roles chosen at sign-up', async () => {
      const { status } = await api(server(), '/api/users', {
        method: 'POST',
        body: { username: 'Sneaky', password: PASSWORD, roles: ['admin'] },
      });
      expect(status).toBe(403);
      expect((await signIn(server(), 'Sneaky')).status).toBe(401);
    });
  });

  describe('sign-in', () => {
    beforeAll(async () => {
      await signUp(server(), 'Iop');
    });

    it('answers a token and the public user, whatever the username case', async () => {
      const { status, body } = await signIn(server(), 'iOP');
      expect(status).toBe(201);
      expect(typeof body.accessToken).toBe('string');
      expect(body.user).toEqual({ _id: expect.any(Number), username: 'Iop', roles: [] });
    });

    it('signs in and reads the account with the lang parameter every web call carries', async () => {
      const signedIn = await api(server(), '/api/authentication?lang=fr', {
        method: 'POST',
        body: { strategy: 'local', username: 'Iop', password: PASSWORD },
      });
      expect(signedIn.status).toBe(201);
      const { accessToken, user } = signedIn.body;
      const me = await api(server(), `/api/users/${user._id}?lang=en`, { token: accessToken });
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('Iop');
      const characters = await api(server(), '/api/characters?lang=fr', { token: accessToken });
      expect(characters.status).toBe(200);
    });

    it('gives the same 401 message for a wrong password and an unknown user', async () => {
      const wrong = await signIn(server(), 'Iop', 'not-the-password');
      const unknown = await signIn(server(), 'Nobody', 'not-the-password');
      const missing = await api(server(), '/api/authentication', {
        method: 'POST',
        body: { strategy: 'local' },
      });
      for (const answer of [wrong, unknown, missing]) {
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('Username or Password incorrect');
      }
    });

    it('accepts the token on later calls and refuses a forged one', async () => {
      const { body } = await signIn(server(), 'Iop');
      const me = await api(server(), `/api/users/${body.user._id}`, { token: body.accessToken });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ username: 'Iop', roles: [] });
      const [header, payload] = body.accessToken.split('.');
      expect(
        (await api(server(), `/api/users/${body.user._id}`, { token: `${header}.${payload}.forged` })).status,
      ).toBe(401);
      expect((await api(server(), `/api/users/${body.user._id}`, { token: 'garbage' })).status).toBe(401);
    });
  });

  describe('privacy and roles', () => {
    let alice: Account;
    let bob: Account;
    beforeAll(async () => {
      alice = await newAccount(server(), 'Alice');
      bob = await newAccount(server(), 'Bob');
    });

    it("shows others only another user's _id and username", async () => {
      const { status, body } = await api(server(), `/api/users/${alice.id}`, { token: bob.token });
      expect(status).toBe(200);
      expect(body).toEqual({ _id: alice.id, username: 'Alice' });
    });

    it('lets only admins list users, without passwords', async () => {
      expect((await api(server(), '/api/users')).status).toBe(401);
      expect((await api(server(), '/api/users', { token: bob.token })).status).toBe(403);
      const { status, body } = await api(server(), '/api/users?username=Alice&lang=fr', {
        token: admin.token,
      });
      expect(status).toBe(200);
      expect(body.data).toEqual([expect.objectContaining({ _id: alice.id, username: 'Alice', roles: [] })]);
      expect(body.data[0]).not.toHaveProperty('password');
    });

    it('never lets a user give themselves a role', async () => {
      const own = await api(server(), `/api/users/${bob.id}`, {
        method: 'PATCH',
        body: { roles: ['admin'] },
        token: bob.token,
      });
      expect(own.status).toBe(403);
      const other = await api(server(), `/api/users/${alice.id}`, {
        method: 'PATCH',
        body: { roles: ['moderator'] },
        token: bob.token,
      });
      expect(other.status).toBe(403);
      const adminSelf = await api(server(), `/api/users/${admin.id}`, {
        method: 'PATCH',
        body: { roles: [] },
        token: admin.token,
      });
      expect(adminSelf.status).toBe(403);
      expect((await api(server(), `/api/users/${bob.id}`, { token: bob.token })).body.roles).toEqual([]);
    });

    it('lets an admin change the roles of someone else', async () => {
      const { status, body } = await api(server(), `/api/users/${alice.id}`, {
        method: 'PATCH',
        body: { roles: ['moderator'] },
        token: admin.token,
      });
      expect(status).toBe(200);
      expect(body.roles).toEqual(['moderator']);
      expect((await signIn(server(), 'Alice')).body.user.roles).toEqual(['moderator']);
    });

    it('offers no full replacement of an account (PUT answers 405)', async () => {
      const { status } = await api(server(), `/api/users/${bob.id}`, {
        method: 'PUT',
        body: { username: 'Bob', password: PASSWORD, roles: ['admin'] },
        token: bob.token,
      });
      expect(status).toBe(405);
      expect((await api(server(), `/api/users/${bob.id}`, { token: bob.token })).body.roles).toEqual([]);
    });

    it('refuses unknown fields such as a new username', async () => {
      const { status } = await api(server(), `/api/users/${bob.id}`, {
        method: 'PATCH',
        body: { username: 'Robert' },
        token: bob.token,
      });
      expect(status).toBe(400);
    });

    it('lets users change their own password only, knowing the current one', async () => {
      const path = `/api/users/${bob.id}`;
      const stranger = await api(server(), path, {
        method: 'PATCH',
        body: { password: 'hijacked-pass', currentPassword: PASSWORD },
        token: alice.token,
      });
      expect(stranger.status).toBe(403);
      const noCurrent = await api(server(), path, {
        method: 'PATCH',
        body: { password: 'new-password-1' },
        token: bob.token,
      });
      expect(noCurrent.status).toBe(400);
      expect(noCurrent.body.errors.currentPassword.key).toBe('password-incorrect');
      const changed = await api(server(), path, {
        method: 'PATCH',
        body: { password: 'new-password-1', currentPassword: PASSWORD },
        token: bob.token,
      });
      expect(changed.status).toBe(200);
      expect(changed.body).not.toHaveProperty('password');
      expect((await signIn(server(), 'Bob')).status).toBe(401);
      expect((await signIn(server(), 'Bob', 'new-password-1')).status).toBe(201);
    });

    it("refuses deleting someone else's account, and a deleted account's token stops working", async () => {
      const carol = await newAccount(server(), 'Carol');
      expect(
        (await api(server(), `/api/users/${carol.id}`, { method: 'DELETE', token: alice.token })).status,
      ).toBe(403);
      expect(
        (await api(server(), `/api/users/${carol.id}`, { method: 'DELETE', token: carol.token })).status,
      ).toBe(200);
      expect((await api(server(), `/api/users/${alice.id}`, { token: carol.token })).status).toBe(401);
    });

    it('answers a list where a value is due with a 400 on every method, and changes nothing', async () => {
      const dora = await newAccount(server(), 'Dora');
      // `username[]=…` compares the column to a list (on SQLite it was a 500: its driver cannot bind one).
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const { status } = await api(server(), `/api/users/${dora.id}?username[]=%25`, {
          method,
          token: admin.token,
          ...(method === 'PATCH' ? { body: { roles: ['moderator'] } } : {}),
        });
        expect(status, method).toBe(400);
      }
      const kept = await api(server(), `/api/users/${dora.id}`, { token: admin.token });
      expect(kept.status).toBe(200);
      expect(kept.body.roles).toEqual([]);
    });
  });

  describe('user-create command', () => {
    it('creates an admin who can sign in, and adds roles to an existing account', async () => {
      const created = await runUserCreate(ctx, ['--username', 'Operator', '--role', 'admin']);
      expect(created.code).toBe(0);
      expect((await signIn(server(), 'operator')).body.user.roles).toEqual(['admin']);
      await signUp(server(), 'Helper');
      const granted = await runUserCreate(ctx, ['--username', 'helper', '--role', 'moderator'], undefined);
      expect(granted.code).toBe(0);
      expect((await signIn(server(), 'Helper')).body.user.roles).toEqual(['moderator']);
    });

    it('applies the sign-up rules', async () => {
      const { code, output } = await runUserCreate(ctx, ['--username', 'root@example.com'], PASSWORD);
      expect(code).toBe(1);
      expect(output).toContain('Username must not be an email.');
    });
  });
});

describe.each(DATABASES)('token expiry on %s', (database) => {
  it('refuses an expired token with 401', async () => {
    // `iat` is rounded down to the second: a 3 s token lives more than 2 s and at most 3 s.
    const server = await startServer({ database, env: { JWT_EXPIRES_IN: '3s' } });
    try {
      const account = await newAccount(server, 'Briefly');
      expect((await api(server, `/api/users/${account.id}`, { token: account.token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 3100));
      const { status, body } = await api(server, `/api/users/${account.id}`, { token: account.token });
      expect(status).toBe(401);
      expect(body.message).toMatch(/expired/);
    } finally {
      await server.stop();
    }
  });
});
