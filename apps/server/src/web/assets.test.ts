import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAssets } from './assets';

/** A build's assets folder: a script with its compressed copies (as the build writes them), a small one without. */
const dir = mkdtempSync(join(tmpdir(), 'grimoire-assets-'));
const script = Buffer.from(
  `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Épée ${i}`))};\n`,
);
writeFileSync(join(dir, 'chunk-abc123.js'), script);
writeFileSync(join(dir, 'chunk-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dir, 'chunk-abc123.js.gz'), gzipSync(script, { level: 9 }));
writeFileSync(join(dir, 'tiny-def456.js'), 'export {};\n');

/** Mounted as in ssr.ts, after the per-request compression of app.ts. */
const server = (() => {
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.use('/assets', serveAssets(dir));
  app.use((_req, res) => void res.status(404).send('not found'));
  return app.listen(0, '127.0.0.1');
})();
let port = 0;
beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (no client-side decoding), so the bytes on the wire can be compared. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the build’s assets', () => {
  it('go to a browser that accepts brotli as the copy the build compressed, byte for byte', async () => {
    const answer = await get('/assets/chunk-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(readFileSync(join(dir, 'chunk-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true);
  });

  it('as the gzip copy to one that accepts gzip only, and as it is to one that accepts neither', async () => {
    const gzipped = await get('/assets/chunk-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(readFileSync(join(dir, 'chunk-abc123.js.gz')))).toBe(true);
    expect(gunzipSync(gzipped.body).equals(script)).toBe(true);

    const plain = await get('/assets/chunk-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it('without a compressed copy (a small file), still reach the browser whole', async () => {
    const answer = await get('/assets/tiny-def456.js', 'br');
    expect(answer.status).toBe(200);
    const body =
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
    expect(body.toString()).toBe('export {};\n');
  });

  it('a missing file falls through to the next handler (the 404 page)', async () => {
    expect((await get('/assets/missing-000.js', 'br')).status).toBe(404);
  });
});
