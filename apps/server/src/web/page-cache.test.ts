import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import { freshNonce } from './security-headers';

/** A server shaped like ours: a nonce per response, compression, the cache, then a "renderer" that counts its renders. */
let clock = 0;
const cache = createPageCache({ maxAgeMs: 30_000, now: () => clock });
const renders: string[] = [];
let base = '';
const server = (() => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = freshNonce();
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(compression({ threshold: 0 }));
  app.use(cache.middleware);
  app.get(/.*/, (req: Request, res: Response) => {
    renders.push(req.originalUrl);
    const nonce = res.locals.cspNonce as string;
    res.setHeader('Set-Cookie', 'grimoire_lang=fr; Path=/');
    res.status(req.path.includes('missing') ? 404 : 200).type('html');
    // Streamed in pieces, with the nonce on several scripts, like React Router's answer.
    res.write(`<html><head><script nonce="${nonce}">1</script></head>`);
    res.write(`<body>Épée n°${renders.length}<script nonce="${nonce}">2</script></body>`);
    res.end('</html>');
  });
  return app.listen(0, '127.0.0.1');
})();

beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(base + path, { headers: { 'Accept-Encoding': 'gzip', ...headers } });
  const body = await answer.text();
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  return { status: answer.status, body, nonce, cookie: answer.headers.get('set-cookie') };
}

describe('page cache for signed-out readers', () => {
  it("answers a second read of a database page from the first render, with the new response's nonce everywhere", async () => {
    renders.length = 0;
    cache.clear();
    const first = await get('/fr/database/objects?level=10');
    const second = await get('/fr/database/objects?level=10');
    expect(renders).toEqual(['/fr/database/objects?level=10']);
    expect(second.status).toBe(200);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toBe(first.body.split(first.nonce).join(second.nonce));
    expect(second.body).toContain('Épée n°1');
    expect(second.body).not.toContain(first.nonce);
    expect(second.cookie).toBe('grimoire_lang=fr; Path=/');
  });

  it('renders again for another query string, a signed-in reader, a tool page or a missing page', async () => {
    renders.length = 0;
    cache.clear();
    await get('/en/database/monsters');
    await get('/en/database/monsters?page=2');
    await get('/en/database/monsters', { Cookie: 'grimoire_token=abc' });
    await get('/fr/tools/portals');
    await get('/fr/tools/portals');
    await get('/fr/database/object/missing');
    await get('/fr/database/object/missing');
    expect(renders.filter((url) => url === '/en/database/monsters?page=2')).toHaveLength(1);
    expect(renders.filter((url) => url === '/en/database/monsters')).toHaveLength(2);
    expect(renders.filter((url) => url.startsWith('/fr/tools/portals'))).toHaveLength(2);
    expect(renders.filter((url) => url.includes('missing'))).toHaveLength(2);
  });

  it('keeps the world map too, one render per address', async () => {
    renders.length = 0;
    cache.clear();
    await get('/en/tools/map?world=1');
    await get('/en/tools/map?world=1');
    await get('/en/tools/map?world=2');
    expect(renders).toEqual(['/en/tools/map?world=1', '/en/tools/map?world=2']);
  });

  it('forgets every page on clear (an API write) and after its time', async () => {
    renders.length = 0;
    cache.clear();
    await get('/fr/almanax');
    await get('/fr/almanax');
    expect(renders).toHaveLength(1);
    cache.clear();
    await get('/fr/almanax');
    expect(renders).toHaveLength(2);
    clock += 30_001;
    await get('/fr/almanax');
    expect(renders).toHaveLength(3);
  });
});
