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
  let otherModerator: Account;
  const server = () => ctx.server;
  const post = (body: unknown, token?: string, headers?: Record<string, string>) =>
    api(server(), '/api/bug-reports', { method: 'POST', body, token, headers });
  const queue = async (query: string) => {
    const answer = await api(server(), `/api/bug-reports?${query}`, { token: moderator.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { total: number; data: { _id: number; title: string; status: string; duplicates: number; fingerprint: string; page: string | null; reporter: string | null }[] };
  };
  const act = (body: unknown, token = moderator.token) => api(server(), '/api/bug-report-actions', { method: 'POST', body, token });

  beforeAll(async () => {
    ctx = await startAccountsServer(database, { GUEST_REPORTS_PER_HOUR: '1000', RATE_LIMIT_PER_MINUTE: '1000' });
    user = await newAccount(server(), 'Reporter');
    moderator = await newStaffAccount(ctx, 'Moddy', 'moderator');
    otherModerator = await newStaffAccount(ctx, 'Modesta', 'moderator');
  });
  afterAll(async () => ctx?.stop());

  it('takes reports from guests and from signed-in users, and keeps the page they were sent from', async () => {
    const guest = await post(report({ page: '/fr/almanax' }));
    expect(guest.status).toBe(201);
    expect(guest.body).toMatchObject({ user: null, reporter: null, status: 'open', page: '/fr/almanax', duplicates: 1 });
    const signed = await post(report({ page: undefined }), user.token, {
      referer: `${server().url}/fr/bug-report?from=${encodeURIComponent('/fr/database/monsters?page=2')}`,
    });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({ user: user.id, reporter: 'Reporter', page: '/fr/database/monsters?page=2' });
    const elsewhere = await post(report({ title: 'Another site', page: undefined }), undefined, { referer: 'https://evil.example/fr/x' });
    expect(elsewhere.body.page).toBeNull();
  });

  it('requires a title of 5 and a description of 20 characters, as plain text', async () => {
    const { status, body } = await post(report({ title: 'Bug', description: 'Too short' }));
    expect(status).toBe(400);
    expect(body.errors.title).toMatchObject({ key: 'min-length', message: 'This field must contain at least 5 characters' });
    expect(body.errors.description).toMatchObject({ key: 'min-length', message: 'This field must contain at least 20 characters' });
    expect((await post(report({ title: '          ' }))).status).toBe(400);
    expect((await post({ title: 'Missing description' })).body.errors.description.message).toBe('Please fill in all fields');
    expect((await post(report({ description: 'A control \u0007 character in the text' }))).status).toBe(400);
    expect((await post(report({ description: 'x'.repeat(5001) }))).status).toBe(400);
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
    const listed = await queue('');
    expect(listed.total).toBe(3);
    const id = listed.data[0]!._id;
    expect((await api(server(), `/api/bug-reports/${id}`, { token: user.token })).status).toBe(403);
    expect((await api(server(), `/api/bug-report-actions`, { method: 'POST', body: { action: 'spam', ids: [id] }, token: user.token })).status).toBe(403);
    expect((await api(server(), `/api/bug-reports/${id}`, { token: moderator.token })).status).toBe(200);
  });

  it('pages, searches and filters the queue on the server', async () => {
    for (let n = 1; n <= 25; n++)
      await post(report({ title: `<script>alert(${n})</script>`, description: `Injection probe number ${n} from a scanner`, page: '/fr/database/objects' }));
    await post(report({ title: 'Almanax day off by one', description: 'The almanax shows tomorrow instead of today.', page: '/en/almanax?day=3' }));
    const first = await queue('$limit=10');
    expect(first.total).toBe(29);
    expect(first.data).toHaveLength(10);
    const third = await queue('$limit=10&$skip=20');
    expect(third.data).toHaveLength(9);
    expect(new Set([...first.data, ...third.data].map((r) => r._id)).size).toBe(19);
    expect((await queue('q=SCRIPT&$limit=0')).total).toBe(25);
    expect((await queue('q=off%20by%20one')).data.map((r) => r.title)).toEqual(['Almanax day off by one']);
    expect((await queue('q=100%25&$limit=0')).total).toBe(0); // `%` is a character, not a wildcard
    expect((await queue('page=/en/almanax&$limit=0')).total).toBe(1);
    expect((await queue('page=/fr/database&$limit=0')).total).toBe(26); // and the monsters page above
    const today = new Date().toISOString().slice(0, 10);
    expect((await queue(`from=${today}&to=${today}&$limit=0`)).total).toBe(29);
    expect((await queue('to=2020-01-01&$limit=0')).total).toBe(0);
    expect((await api(server(), '/api/bug-reports?status=pending', { token: moderator.token })).status).toBe(400);
    expect((await api(server(), '/api/bug-reports?from=yesterday', { token: moderator.token })).status).toBe(400);
  });

  it('groups duplicates: one row per group, its newest report, with the group size', async () => {
    for (const title of ['Broken set page!', 'broken   SET page', 'Broken set pâge'])
      await post(report({ title, page: 'https://example.org/fr/database/item-sets/12?x=1' }));
    const onThatPage = `page=${encodeURIComponent('https://example.org/')}`;
    const grouped = await queue(`grouped=true&${onThatPage}&$limit=50`);
    expect(grouped.total).toBe(1);
    expect(grouped.data[0]).toMatchObject({ title: 'Broken set pâge', duplicates: 3 });
    const flat = await queue(`${onThatPage}&$limit=50`);
    expect(flat.total).toBe(3);
    expect(flat.data.every((r) => r.duplicates === 3)).toBe(true);
    // A group acts as one: the whole group closes with one fingerprint named.
    const closed = await act({ action: 'closed', fingerprints: [flat.data[0]!.fingerprint] });
    expect(closed.body.count).toBe(3);
    await api(server(), `/api/audit-log/${closed.body.auditId}`, { method: 'PATCH', body: { undone: true }, token: moderator.token });
    // The same title sent from other pages is another bug: other groups.
    expect((await queue('grouped=true&q=broken%20set&$limit=0')).total).toBe(3);
  });

  it('closes, marks as spam and reopens in one audited action, undoable by its author', async () => {
    const spam = await act({ action: 'spam', filter: { q: '<script>' } });
    expect(spam.status, JSON.stringify(spam.body)).toBe(201);
    expect(spam.body).toMatchObject({ action: 'spam', count: 25 });
    expect((await queue('status=open&$limit=0')).total).toBe(7);
    expect((await queue('status=spam&$limit=1')).data[0]).toMatchObject({ status: 'spam' });
    // Done again, nothing changes and nothing is logged.
    expect((await act({ action: 'spam', filter: { q: '<script>' } })).body).toMatchObject({ count: 0, auditId: null });

    const entry = await api(server(), `/api/audit-log/${spam.body.auditId}`, { token: moderator.token });
    expect(entry.body).toMatchObject({ service: 'bug-reports', method: 'patch', username: 'Moddy', after: { count: 25, status: 'spam' } });
    expect(entry.body.before.reports).toHaveLength(25);
    const notTheirs = await api(server(), `/api/audit-log/${spam.body.auditId}`, { method: 'PATCH', body: { undone: true }, token: otherModerator.token });
    expect(notTheirs.status).toBe(403);
    const undone = await api(server(), `/api/audit-log/${spam.body.auditId}`, { method: 'PATCH', body: { undone: true }, token: moderator.token });
    expect(undone.status).toBe(200);
    expect((await queue('status=open&$limit=0')).total).toBe(32);

    const [one] = (await queue('q=off%20by%20one')).data;
    const closed = await api(server(), `/api/bug-reports/${one!._id}`, { method: 'PATCH', body: { status: 'closed' }, token: moderator.token });
    expect(closed.body).toMatchObject({ status: 'closed', statusChangedBy: 'Moddy' });
    expect((await api(server(), `/api/bug-reports/${one!._id}`, { method: 'PATCH', body: { status: 'gone' }, token: moderator.token })).status).toBe(400);
  });

  it('refuses an action with no selection, or one matching more than it may change', async () => {
    expect((await act({ action: 'closed' })).status).toBe(400);
    expect((await act({ action: 'closed', filter: {} })).status).toBe(400);
    expect((await act({ action: 'explode', ids: [1] })).status).toBe(400);
    expect((await act({ action: 'closed', ids: Array.from({ length: 1001 }, (_, i) => i + 1) })).status).toBe(400);
  });

  it('deletes reports and puts them back, ids and all, when the deletion is undone', async () => {
    const probes = (await queue('q=probe&$limit=100')).data.map((r) => r._id).slice(0, 10);
    const deleted = await act({ action: 'delete', ids: probes });
    expect(deleted.body.count).toBe(10);
    expect((await api(server(), `/api/bug-reports/${probes[0]}`, { token: moderator.token })).status).toBe(404);
    await api(server(), `/api/audit-log/${deleted.body.auditId}`, { method: 'PATCH', body: { undone: true }, token: moderator.token });
    const back = await api(server(), `/api/bug-reports/${probes[0]}`, { token: moderator.token });
    expect(back.status).toBe(200);
    expect(back.body.description).toMatch(/^Injection probe number/);
  });
});

describe.each(DATABASES)('guest bug reports are limited per address and per network on %s', (database) => {
  let ctx: AccountsServer;
  const from = (ip: string, token?: string) =>
    api(ctx.server, '/api/bug-reports', { method: 'POST', body: report(), token, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    ctx = await startAccountsServer(database, { GUEST_REPORTS_PER_HOUR: '2', RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => ctx?.stop());

  it('answers 429 past the hourly allowance of an address, then of its whole network', async () => {
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(201);
    const third = await from('203.0.113.1');
    expect(third.status).toBe(429);
    expect(third.body.data.retryAfterSeconds).toBeGreaterThan(60);
    // Other addresses of the /24 share the network's allowance (three times an address's).
    for (const ip of ['203.0.113.2', '203.0.113.2', '203.0.113.3', '203.0.113.3']) expect((await from(ip)).status, ip).toBe(201);
    expect((await from('203.0.113.4')).status).toBe(429);
    expect((await from('203.0.114.1')).status).toBe(201);
    // IPv6: one /48 is one network.
    for (const ip of ['2001:db8:1:1::1', '2001:db8:1:1::1', '2001:db8:1:2::1', '2001:db8:1:2::1', '2001:db8:1:3::1', '2001:db8:1:3::1'])
      expect((await from(ip)).status, ip).toBe(201);
    expect((await from('2001:db8:1:4::1')).status).toBe(429);
  });

  it('does not count signed-in reporters against the guests\' allowance', async () => {
    const account = await newAccount(ctx.server, 'Regular');
    expect((await from('203.0.113.1', account.token)).status).toBe(201);
  });
});
