import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer, type RunningServer } from '../../testing/server-process';
import { signIn, signUp } from './test-accounts';

const TOO_MANY = 'Too many attempts, please try again in a minute';

describe.each(DATABASES)('rate limits (RATE_LIMIT_PER_MINUTE=3) on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ database, env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => server?.stop());

  const expectLimited = async (attempt: () => Promise<{ status: number; body: { message?: string } }>) => {
    for (let i = 0; i < 3; i++) expect((await attempt()).status).not.toBe(429);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
  };

  it('limits sign-in attempts', async () => {
    await expectLimited(() => signIn(server, 'nobody', 'wrong-password'));
  });

  it('limits sign-ups (refused ones count too)', async () => {
    let n = 0;
    await expectLimited(() => signUp(server, `user${n++}@mail`));
    expect((await signUp(server, 'Fresh')).status).toBe(429);
  });

  it('limits bug reports', async () => {
    const body = { title: 'Broken page', description: 'Something is wrong on this page.' };
    await expectLimited(() => api(server, '/api/bug-reports', { method: 'POST', body }));
  });
});
