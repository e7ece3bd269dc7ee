import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES } from '../../testing/server-process';
import {
  newAccount,
  newStaffAccount,
  startAccountsServer,
  type Account,
  type AccountsServer,
} from '../users/test-accounts';

const report = (overrides: Record<string, unknown> = {}) => ({
  title: 'Broken set page',
  description: 'The item set page shows no bonuses at all.',
  page: 'https://example.org/fr/database/item-sets/12',
  ...overrides,
});

describe.each(DATABASES)('bug reports on %s', (database) => {
  let ctx: AccountsServer;
  let user: Account;
  let moderator: Account;
  const server = () => ctx.server;
  const post = (body: unknown, token?: string) =>
    api(server(), '/api/bug-reports', { method: 'POST', body, token });

  beforeAll(async () => {
    ctx = await startAccountsServer(database);
    user = await newAccount(server(), 'Reporter');
    moderator = await newStaffAccount(ctx, 'Moddy', 'moderator');
  });
  afterAll(async () => ctx?.stop());

  it('takes reports from guests and from signed-in users', async () => {
    const guest = await post(report({ page: '/fr/almanax' }));
    expect(guest.status).toBe(201);
    expect(guest.body.user).toBeNull();
    const signed = await post(report({ page: undefined }), user.token);
    expect(signed.status).toBe(201);
    expect(signed.body.user).toBe(user.id);
  });

  it('requires a title of 5 and a description of 20 characters', async () => {
    const { status, body } = await post(report({ title: 'Bug', description: 'Too short' }));
    expect(status).toBe(400);
    expect(body.errors.title).toMatchObject({
      key: 'min-length',
      message: 'This field must contain at least 5 characters',
    });
    expect(body.errors.description).toMatchObject({
      key: 'min-length',
      message: 'This field must contain at least 20 characters',
    });
    expect((await post(report({ title: '          ' }))).status).toBe(400);
    expect((await post({ title: 'Missing description' })).body.errors.description.message).toBe(
      'Please fill in all fields',
    );
  });

  it('accepts only http(s) addresses or site paths as page', async () => {
    for (const page of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi', 'ftp://x']) {
      const { status, body } = await post(report({ page }));
      expect(status, page).toBe(400);
      expect(body.errors.page).toBeDefined();
    }
  });

  it('shows reports to moderators and admins only', async () => {
    expect((await api(server(), '/api/bug-reports')).status).toBe(401);
    expect((await api(server(), '/api/bug-reports', { token: user.token })).status).toBe(403);
    const listed = await api(server(), '/api/bug-reports', { token: moderator.token });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    const id = listed.body.data[0]._id;
    expect((await api(server(), `/api/bug-reports/${id}`, { token: user.token })).status).toBe(403);
    expect((await api(server(), `/api/bug-reports/${id}`, { token: moderator.token })).status).toBe(200);
  });
});
