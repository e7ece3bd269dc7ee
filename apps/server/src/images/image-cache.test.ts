import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache';
import { parseImagePath } from './image-path';
import { isImageRequest, serveImage } from './image-serve';

/** A GET of a path exactly as written (fetch would resolve `..` and `%2e%2e` before sending). */
function rawGet(origin: string, path: string): Promise<{ status: number; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? '') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A fake upstream: what it answers per path, and how often each path was asked. */
class FakeUpstream {
  readonly asked = new Map<string, number>();
  routes = new Map<string, (res: ServerResponse) => void>();
  delayMs = 0;
  private server?: Server;
  url = '';

  async start() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = req.url ?? '';
      this.asked.set(path, (this.asked.get(path) ?? 0) + 1);
      setTimeout(() => {
        const route = this.routes.get(path);
        if (route) route(res);
        else res.writeHead(404).end('no');
      }, this.delayMs);
    });
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    const address = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${address.port}`;
  }
  stop() {
    return new Promise<void>((done) => this.server?.close(() => done()));
  }
}

const png = (res: ServerResponse) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);

describe('image cache', () => {
  const upstream = new FakeUpstream();
  let dir: string;
  let cache: ImageCache;
  let site: Server;
  let siteUrl: string;
  let clock = 1_000_000;

  beforeAll(async () => {
    await upstream.start();
    // As the server's front does: only `/img…` reaches the image cache.
    site = createServer((req, res) => {
      if (isImageRequest(req.url ?? '')) void serveImage(req, res, cache);
      else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('page');
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await upstream.stop();
    await new Promise<void>((done) => site.close(() => done()));
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'grimoire-images-'));
    upstream.asked.clear();
    upstream.routes.clear();
    upstream.delayMs = 0;
    clock = 1_000_000;
    cache = new ImageCache({
      dir,
      upstreams: { main: `${upstream.url}/img`, static: `${upstream.url}/static` },
      maxBytes: 64 * 1024,
      timeoutMs: 500,
      now: () => clock,
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fetches a picture once for twenty concurrent first views, then serves it from disk with an ETag and long caching', async () => {
    upstream.routes.set('/img/items/47661.png', png);
    upstream.delayMs = 50;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${siteUrl}/img/items/47661.png`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(upstream.asked.get('/img/items/47661.png')).toBe(1);
    expect(Buffer.from(await answers[0].arrayBuffer())).toEqual(PNG);
    expect(readFileSync(join(dir, 'main/items/47661.png'))).toEqual(PNG);

    const again = await fetch(`${siteUrl}/img/items/47661.png`);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-image-cache')).toBe('hit');
    expect(again.headers.get('content-type')).toBe('image/png');
    expect(again.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(upstream.asked.get('/img/items/47661.png')).toBe(1);
    const etag = again.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const revalidated = await fetch(`${siteUrl}/img/items/47661.png`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('serves the second upstream under /img/static/', async () => {
    upstream.routes.set('/static/dofus/www/game/jobs/27.png', png);
    const answer = await fetch(`${siteUrl}/img/static/dofus/www/game/jobs/27.png`);
    expect(answer.status).toBe(200);
    expect(upstream.asked.get('/static/dofus/www/game/jobs/27.png')).toBe(1);
  });

  it('refuses what is not a picture: an HTML page, an SVG, bytes that are not the named type, an oversized answer', async () => {
    upstream.routes.set('/img/items/1.png', (res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>'));
    upstream.routes.set('/img/items/2.png', (res) => res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg onload="alert(1)"/>'));
    upstream.routes.set('/img/items/3.png', (res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end('<html>not a png at all</html>'));
    upstream.routes.set('/img/items/4.png', (res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(70 * 1024)])));
    for (const id of [1, 2, 3, 4]) {
      const answer = await fetch(`${siteUrl}/img/items/${id}.png`);
      expect(answer.status, `item ${id}`).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('x-image-cache')).toBe('placeholder');
      expect(answer.headers.get('x-image-missing')).toMatch(/^404 /);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await answer.text()).not.toContain('alert');
    }
    expect(existsSync(join(dir, 'main/items/4.png'))).toBe(false);
  });

  it('answers the placeholder while the upstream is down, asks again only after the retry time, then keeps the picture', async () => {
    upstream.routes.set('/img/monsters/31.png', (res) => res.writeHead(502).end());
    const down = await fetch(`${siteUrl}/img/monsters/31.png`);
    expect(down.status).toBe(200);
    expect(down.headers.get('x-image-missing')).toBe('503 upstream answered 502');
    expect(down.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await down.text()).toContain('<svg');
    for (let i = 0; i < 5; i++) await fetch(`${siteUrl}/img/monsters/31.png`);
    expect(upstream.asked.get('/img/monsters/31.png')).toBe(1);

    clock += 61_000;
    await fetch(`${siteUrl}/img/monsters/31.png`);
    expect(upstream.asked.get('/img/monsters/31.png')).toBe(2); // second failure: the wait doubles
    clock += 61_000;
    expect((await fetch(`${siteUrl}/img/monsters/31.png`)).headers.get('x-image-cache')).toBe('placeholder');
    expect(upstream.asked.get('/img/monsters/31.png')).toBe(2);

    upstream.routes.set('/img/monsters/31.png', png);
    clock += 60_000;
    const back = await fetch(`${siteUrl}/img/monsters/31.png`);
    expect(back.headers.get('x-image-cache')).toBe('miss');
    expect(upstream.asked.get('/img/monsters/31.png')).toBe(3);
  });

  it('gives up on an upstream that does not answer within its timeout', async () => {
    upstream.routes.set('/img/items/9.png', png);
    upstream.delayMs = 2_000;
    const started = Date.now();
    const answer = await fetch(`${siteUrl}/img/items/9.png`);
    expect(answer.headers.get('x-image-missing')).toMatch(/^503 /);
    expect(Date.now() - started).toBeLessThan(1_900);
  });

  it('never reaches anything but a picture path of the upstreams: traversal, encoded characters, other hosts, queries', async () => {
    upstream.routes.set('/secret.png', png);
    for (const path of [
      '/img/../secret.png',
      '/img/items/..%2F..%2Fsecret.png',
      '/img/%2e%2e/secret.png',
      '/img/items/%2e%2e%2fsecret.png',
      '/img/http://evil.example/a.png',
      '/img//evil.example/a.png',
      '/img/items/1.svg',
      '/img/items/1.png.html',
      '/img/items',
      '/img/',
      `/img/${'a/'.repeat(20)}x.png`,
    ]) {
      const answer = await rawGet(siteUrl, path);
      expect(answer.status, path).toBe(404);
      expect(answer.type, path).toContain('text/plain');
    }
    const query = await fetch(`${siteUrl}/img/items/1.png?url=http://evil.example/`, { headers: { 'Accept-Language': 'en' } });
    expect(query.status).toBe(400);
    expect(await query.text()).toBe('A picture address takes no query.');
    expect((await fetch(`${siteUrl}/img/items/1.png`, { method: 'POST' })).status).toBe(405);
    expect(upstream.asked.size).toBe(0);
  });

  it('parses only plain picture paths', () => {
    expect(parseImagePath('items/47661.png')).toEqual({ upstream: 'main', path: 'items/47661.png' });
    expect(parseImagePath('static/dofus/www/game/havenbags/themes/1.jpg')).toEqual({
      upstream: 'static',
      path: 'dofus/www/game/havenbags/themes/1.jpg',
    });
    for (const bad of ['../x.png', 'items/../x.png', '/etc/passwd', 'items/.png', 'items/a b.png', 'static/', 'items/x.PNG.exe'])
      expect(parseImagePath(bad), bad).toBeNull();
  });
});
