import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer, type RunningServer } from './testing/server-process';

describe.each(DATABASES)('server shell on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ database });
  });
  afterAll(async () => server?.stop());

  it('answers /api/version as DofusDB does (the game version as a JSON string), details on request', async () => {
    const bare = await api(server, '/api/version');
    expect(bare.status).toBe(200);
    expect(typeof bare.body).toBe('string');
    const { status, body } = await api(server, '/api/version?details=true');
    expect(status).toBe(200);
    expect(body.gameVersion).toBe(bare.body);
    expect(body.appVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body).toHaveProperty('gameVersion');
    expect(body).toHaveProperty('generatedAt');
  });

  it('caches /api/version like every game answer: ETag, Cache-Control and 304', async () => {
    const first = await api(server, '/api/version');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const again = await fetch(`${server.url}/api/version`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers an unknown API path with a Feathers 404 JSON', async () => {
    const { status, body } = await api(server, '/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ name: 'NotFound', code: 404 });
  });

  it('sends security headers', async () => {
    const { headers } = await api(server, '/api/version');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows inline scripts on pages only with a nonce that changes on every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const csp = (await fetch(`${server.url}/favicon.svg`)).headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src [^;]*/.exec(csp)?.[0] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      nonces.add(/'nonce-([A-Za-z0-9+/]{24})'/.exec(scriptSrc)?.[1] ?? '');
    }
    expect(nonces.has('')).toBe(false);
    expect(nonces.size).toBe(300); // more than one pool of 256 nonces, none repeated
  });
});
