/**
 * Several server processes on one PostgreSQL database (what `npm run start:cluster` or several hosts
 * run): migrations once, shared rate limits, accounts and sessions valid on every process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, signIn, signUp } from '../services/users/test-accounts';
import { api, startServer, type RunningServer } from '../testing/server-process';

const LIMIT = 5;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let pg: Awaited<ReturnType<typeof postgresDatabase>>;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    pg = await postgresDatabase();
    const env = {
      DATABASE_URL: pg.url,
      JWT_SECRET: 'shared-secret-for-both',
      MULTI_PROCESS: 'true',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    };
    // Started together on an empty database: both race for the migrations, Knex's lock lets one run them.
    servers = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await pg?.drop();
  });

  it('both start on a fresh database, the migrations applied once', async () => {
    expect(servers[0]!.port).not.toBe(servers[1]!.port);
    for (const server of servers) expect((await api(server, '/api/version')).status).toBe(200);
  });

  it('a user created on one process signs in on the other, and its token works on both', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    expect((await signUp(a, 'Wanderer')).status).toBe(201);
    const auth = await signIn(b, 'Wanderer');
    expect(auth.status).toBe(201);
    for (const server of servers) {
      const me = await api(server, `/api/users/${auth.body.user._id}`, { token: auth.body.accessToken });
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('Wanderer');
    }
  });

  it('sign-in attempts spread over both processes hit the limit at the configured count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      statuses.push((await signIn(servers[i % 2]!, 'Wanderer', 'wrong-password')).status);
    // The earlier test spent one attempt (the successful sign-in): LIMIT - 1 more are allowed, from either process.
    expect(statuses.slice(0, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(401));
    expect(statuses.slice(LIMIT - 1)).toEqual([429, 429, 429]);
  });

  it('refuses to start as one of several processes with a generated JWT secret', async () => {
    await expect(
      startServer({ env: { DATABASE_URL: pg.url, MULTI_PROCESS: 'true', JWT_SECRET: '' } }),
    ).rejects.toThrow(/JWT_SECRET must be set/);
  });
});
