import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES } from '../testing/server-process';
import { PASSWORD, signUp, startAccountsServer, type AccountsServer } from '../services/users/test-accounts';

/** The `name=value` pairs and attributes of each `Set-Cookie` of an answer. */
function cookiesOf(headers: Headers): Map<string, { value: string; attributes: string[] }> {
  const out = new Map<string, { value: string; attributes: string[] }>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return out;
}

describe.each(DATABASES)('the browser session on %s', (database) => {
  let ctx: AccountsServer;
  let session: string;
  let csrf: string;
  const cookieHeader = () => `grimoire_token=${session}; grimoire_csrf=${encodeURIComponent(csrf)}`;
  const report = { title: 'Cookie session', description: 'Written with the session cookie only.' };

  beforeAll(async () => {
    ctx = await startAccountsServer(database);
    await signUp(ctx.server, 'Cookie-Eater');
    const signedIn = await api(ctx.server, '/api/authentication', {
      method: 'POST',
      body: { strategy: 'local', username: 'Cookie-Eater', password: PASSWORD },
    });
    expect(signedIn.status).toBe(201);
    const cookies = cookiesOf(signedIn.headers);
    session = cookies.get('grimoire_token')!.value;
    csrf = cookies.get('grimoire_csrf')!.value;
    expect(session).toBe(signedIn.body.accessToken);
  });
  afterAll(async () => ctx?.stop());

  it('keeps the token in an HttpOnly, SameSite cookie as long as the token lives; the CSRF twin is readable', async () => {
    const signedIn = await api(ctx.server, '/api/authentication', {
      method: 'POST',
      body: { strategy: 'local', username: 'Cookie-Eater', password: PASSWORD },
    });
    const cookies = cookiesOf(signedIn.headers);
    const token = cookies.get('grimoire_token')!;
    expect(token.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    const maxAge = Number(token.attributes.find((a) => a.startsWith('Max-Age='))!.slice(8));
    expect(maxAge).toBeGreaterThan(6 * 86_400); // the 7-day token
    expect(token.attributes).not.toContain('Secure'); // plain http here
    expect(cookies.get('grimoire_csrf')!.attributes).not.toContain('HttpOnly');
  });

  it('marks both cookies Secure behind HTTPS (a trusted proxy says so)', async () => {
    const behindProxy = await startAccountsServer('sqlite', { TRUST_PROXY: 'loopback' });
    try {
      await signUp(behindProxy.server, 'Secure-Sam');
      const signedIn = await api(behindProxy.server, '/api/authentication', {
        method: 'POST',
        body: { strategy: 'local', username: 'Secure-Sam', password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      for (const [name, cookie] of cookiesOf(signedIn.headers)) expect(cookie.attributes, name).toContain('Secure');
    } finally {
      await behindProxy.stop();
    }
  });

  it('authenticates reads with the cookie alone', async () => {
    const me = await api(ctx.server, '/api/characters', { headers: { cookie: `grimoire_token=${session}` } });
    expect(me.status).toBe(200);
  });

  it('refuses a cookie-authenticated write without the CSRF header, and with another session\'s token', async () => {
    const bare = await api(ctx.server, '/api/bug-reports', { method: 'POST', body: report, headers: { cookie: cookieHeader() } });
    expect(bare.status).toBe(403);
    expect(bare.body.data).toEqual({ key: 'csrf' });
    const planted = 'f'.repeat(64) + '.' + 'a'.repeat(64);
    const forged = await api(ctx.server, '/api/bug-reports', {
      method: 'POST',
      body: report,
      headers: { cookie: `grimoire_token=${session}; grimoire_csrf=${planted}`, 'x-csrf-token': planted },
    });
    expect(forged.status).toBe(403);
    const total = await api(ctx.server, '/api/bug-reports', { headers: { cookie: cookieHeader() } });
    expect(total.status).toBe(403); // a player: no reports were listed, none were written either
  });

  it('accepts the write with the header, and keeps the user it authenticates', async () => {
    const written = await api(ctx.server, '/api/bug-reports', {
      method: 'POST',
      body: report,
      headers: { cookie: cookieHeader(), 'x-csrf-token': csrf },
    });
    expect(written.status).toBe(201);
    expect(written.body.user).not.toBeNull();
  });

  it('refuses a write a browser labels cross-site, even with the right token', async () => {
    const crossSite = await api(ctx.server, '/api/bug-reports', {
      method: 'POST',
      body: report,
      headers: { cookie: cookieHeader(), 'x-csrf-token': csrf, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.data).toEqual({ key: 'cross-site' });
  });

  it('lets API clients write with a bearer token and no CSRF token', async () => {
    const bearer = await api(ctx.server, '/api/bug-reports', { method: 'POST', body: report, token: session });
    expect(bearer.status).toBe(201);
  });

  it('drops a cookie whose token does not verify: the visitor is a guest again', async () => {
    const answer = await api(ctx.server, '/api/characters', { headers: { cookie: 'grimoire_token=not.a.token' } });
    expect(answer.status).toBe(401);
    expect(cookiesOf(answer.headers).get('grimoire_token')?.attributes).toContain('Max-Age=0');
  });

  it('signs out by clearing both cookies, idempotently', async () => {
    const out = await api(ctx.server, '/api/authentication', {
      method: 'DELETE',
      headers: { cookie: cookieHeader(), 'x-csrf-token': csrf },
    });
    expect(out.status).toBe(200);
    const cleared = cookiesOf(out.headers);
    expect(cleared.get('grimoire_token')?.value).toBe('');
    expect(cleared.get('grimoire_csrf')?.value).toBe('');
    const again = await api(ctx.server, '/api/authentication', { method: 'DELETE' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ accessToken: null });
  });
});
