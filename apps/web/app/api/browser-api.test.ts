// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserApi } from './browser-api';

/** A real HTTP server standing in for `/api`: 120 items, bug reports to write, a protected path, a request log. */
let server: Server;
let baseUrl: string;
const requests: { url: string; method?: string; csrf?: string }[] = [];

function send(res: ServerResponse, status: number, body: unknown, delayMs = 0) {
  setTimeout(() => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }, delayMs);
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ url: req.url ?? '', method: req.method, csrf: req.headers['x-csrf-token'] as string | undefined });
    if (url.pathname === '/api/characters') return send(res, 401, { name: 'NotAuthenticated', code: 401, message: 'nope' });
    if (url.pathname === '/api/bug-reports' && req.method === 'POST') return send(res, 201, { _id: 121 });
    if (url.pathname === '/api/items' || url.pathname === '/api/bug-reports') {
      const limit = Number(url.searchParams.get('$limit') ?? 10);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const data = Array.from({ length: 120 }, (_, i) => ({ id: i + 1 })).slice(skip, skip + limit);
      return send(res, 200, { total: 120, limit, skip, data }, 50);
    }
    send(res, 404, { name: 'NotFound', code: 404 });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  requests.length = 0;
});

function makeApi(csrf: string | null = null, onUnauthorized = vi.fn()) {
  return createBrowserApi({ baseUrl, getLang: () => 'en', getCsrfToken: () => csrf, onUnauthorized });
}

describe('browser API client', () => {
  it('sends lang on every request, and the CSRF token with writes only', async () => {
    const api = makeApi('abc.123');
    await api.find('items', { level: 3 });
    await api.create('bug-reports', { title: 'A title', description: 'A description long enough' });
    expect(requests[0].url).toContain('lang=en');
    expect(requests[0].url).toContain('level=3');
    expect(requests.map((r) => [r.method, r.csrf])).toEqual([
      ['GET', undefined],
      ['POST', 'abc.123'],
    ]);
  });

  it('sends no CSRF header for guests, who have no session', async () => {
    await makeApi(null).create('bug-reports', { title: 'A title', description: 'A description long enough' });
    expect(requests[0].csrf).toBeUndefined();
  });

  it('shares identical in-flight reads instead of sending them twice', async () => {
    const api = makeApi();
    const [a, b] = await Promise.all([api.find('items', { $limit: 5 }), api.find('items', { $limit: 5 })]);
    expect(a).toBe(b);
    expect(requests).toHaveLength(1);
    await api.find('items', { $limit: 6 });
    expect(requests).toHaveLength(2);
  });

  it('reads again after a write to the same service instead of answering from before it', async () => {
    const api = makeApi();
    await api.find('bug-reports', { $limit: 5 });
    await api.create('bug-reports', { title: 'A title', description: 'A description long enough' });
    await api.find('bug-reports', { $limit: 5 });
    expect(requests.map((r) => r.url.split('?')[0])).toEqual(['/api/bug-reports', '/api/bug-reports', '/api/bug-reports']);
  });

  it('findAll pages with $limit 50 and $skip until total is reached', async () => {
    const all = await makeApi().findAll('items');
    expect(all).toHaveLength(120);
    expect(all.at(-1)?.id).toBe(120);
    expect(requests.map((r) => new URL(r.url, 'http://x').searchParams.get('$skip'))).toEqual(['0', '50', '100']);
  });

  it('calls onUnauthorized on a 401 answer and still rejects', async () => {
    const onUnauthorized = vi.fn();
    await expect(makeApi('expired', onUnauthorized).find('characters')).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
