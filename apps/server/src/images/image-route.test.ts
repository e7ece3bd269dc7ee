import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../testing/server-process';
import { named, writeTestBundle } from '../testing/test-bundle';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A GET with its own Host header (fetch does not let a caller set it). */
function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('game pictures from our own origin (the real server)', () => {
  let server: RunningServer;
  let upstream: Server;
  let asked = 0;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      asked++;
      if (req.url === '/img/items/47661.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const port = (upstream.address() as { port: number }).port;
    const bundleDir = writeTestBundle('images', { items: [{ ...named(1, 'Coiffe'), typeId: 16, level: 1, img: 'items/47661.png' }] });
    server = await startServer({ bundleDir, env: { IMAGE_UPSTREAM_URL: `http://127.0.0.1:${port}/img` } });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((done) => upstream?.close(() => done()));
  });

  it('documents point at /img/… and the server answers them from its cache, fetched once', async () => {
    // Without SITE_URL, an API answer names pictures on the origin the caller reached (DofusDB's clients read absolute URLs).
    const { body } = await api(server, '/api/items/1');
    expect(body.img).toBe(`${server.url}/img/items/47661.png`);
    const other = JSON.parse(await getWithHost(`${server.url}/api/items/1`, 'grimoire.localhost:8080')) as { img: string };
    expect(other.img).toBe('http://grimoire.localhost:8080/img/items/47661.png');
    expect(((await api(server, '/api/items/1')).body as { img: string }).img).toBe(`${server.url}/img/items/47661.png`);
    const first = await fetch(body.img);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const second = await fetch(body.img);
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(PNG);
    expect(asked).toBe(1);
  });

  it('a picture the upstream lacks is the placeholder tile; a page allows images from its own origin only', async () => {
    const missing = await fetch(`${server.url}/img/monsters/99999.png`);
    expect(missing.headers.get('x-image-cache')).toBe('placeholder');
    expect(missing.headers.get('x-image-missing')).toBe('404 upstream answered 404');
    expect(missing.headers.get('content-type')).toBe('image/svg+xml');
    const page = await fetch(`${server.url}/favicon.svg`);
    expect(/img-src ([^;]+)/.exec(page.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self' data:");
  });
});
