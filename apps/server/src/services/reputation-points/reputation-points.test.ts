import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knex, { type Knex } from 'knex';
import { knexConfig } from '../../db/knex';
import { api, DATABASES } from '../../testing/server-process';
import { newAccount, startAccountsServer, type Account, type AccountsServer } from '../users/test-accounts';
import { ReputationPointsService } from './reputation-points';

describe.each(DATABASES)('reputation points on %s', (database) => {
  let ctx: AccountsServer;
  let alice: Account;
  beforeAll(async () => {
    ctx = await startAccountsServer(database);
    alice = await newAccount(ctx.server, 'Alice');
  });
  afterAll(async () => ctx?.stop());

  it("answers the signed-in user's total, and 401 to guests", async () => {
    expect(await api(ctx.server, '/api/reputation-points', { token: alice.token })).toMatchObject({
      status: 200,
      body: { total: 0 },
    });
    expect((await api(ctx.server, '/api/reputation-points')).status).toBe(401);
  });

  it('refuses points claimed from outside (405)', async () => {
    const body = { user: alice.id, points: 1000, reason: 'self-award' };
    expect(
      (await api(ctx.server, '/api/reputation-points', { method: 'POST', body, token: alice.token })).status,
    ).toBe(405);
    expect((await api(ctx.server, '/api/reputation-points', { token: alice.token })).body.total).toBe(0);
  });
});

describe('reputation points service (in-process)', () => {
  let db: Knex;
  beforeAll(async () => {
    db = knex(knexConfig('sqlite::memory:'));
    await db.migrate.latest();
  });
  afterAll(async () => db?.destroy());

  it('sums the awards of one user only', async () => {
    const now = new Date().toISOString();
    const [a, b] = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const [row] = await db('users').insert(
          { username: name, usernameKey: name, password: 'x', createdAt: now, updatedAt: now },
          ['_id'],
        );
        return { _id: Number((row as { _id: number })._id), username: name, roles: [] };
      }),
    );
    const service = new ReputationPointsService(db);
    await service.create({ user: a._id, points: 5, reason: 'stuff published' });
    await service.create({ user: a._id, points: 2, reason: 'hint validated' });
    await service.create({ user: b._id, points: 9, reason: 'bug report' });
    expect(await service.find({ user: a } as never)).toEqual({ total: 7 });
  });

  it('migrations roll back and apply again', async () => {
    await db.migrate.rollback(undefined, true);
    expect(await db.schema.hasTable('users')).toBe(false);
    await db.migrate.latest();
    expect(await db.schema.hasTable('reputation_points')).toBe(true);
  });
});
