import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer, type RunningServer } from '../testing/server-process';
import { named, plainBreed, writeTestBundle } from '../testing/test-bundle';

const GAME = {
  items: [{ ...named(1, 'helmet'), level: 10, typeId: 16, effects: [{ effectId: 125, characteristic: 11, from: 50, to: 50 }] }],
  breeds: [plainBreed(1)],
  characteristics: [{ ...named(11, 'Vitality'), categoryId: 1, order: 1 }],
};
const zero = { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
const stuff = (title: string, sharing: string) => ({ level: 100, items: { helmet: 1 }, base: zero, parchment: zero, breed: 1, sexe: 'male', title, sharing, tags: ['pvm'] });

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe.each(DATABASES)('share cards on %s', (database) => {
  let server: RunningServer;
  let bundleDir: string;
  const created: Record<string, { id: string; updatedAt: string }> = {};
  const card = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}/cards/stuffs/${path}`, { headers });

  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-cards-', GAME);
    server = await startServer({ database, bundleDir, env: { RATE_LIMIT_PER_MINUTE: '1000' } });
    for (const sharing of ['public', 'hidden']) {
      const answer = await api(server, '/api/stuffs', { method: 'POST', body: stuff(`Card ${sharing}`, sharing) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      created[sharing] = answer.body;
    }
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('draws a public build as a 1200 × 630 PNG, once, then answers it from the cache', async () => {
    const { id, updatedAt } = created.public;
    const first = await card(`${id}.png?lang=fr&v=${Date.parse(updatedAt)}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-card-cache')).toBe('miss');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const again = await card(`${id}.png?lang=fr&v=${Date.parse(updatedAt)}`);
    expect(again.headers.get('x-card-cache')).toBe('hit');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    // The English card says it in English: another picture.
    const english = Buffer.from(await (await card(`${id}.png?lang=en`)).arrayBuffer());
    expect(english.equals(bytes)).toBe(false);
  });

  it('keeps an answer for an old or missing version only five minutes, and answers 304 to its validator', async () => {
    const { id } = created.public;
    const old = await card(`${id}.png?v=1`);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = old.headers.get('etag')!;
    expect((await card(`${id}.png?v=1`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('has a card for a hidden build (its link is shared on purpose)', async () => {
    expect((await card(`${created.hidden.id}.png`)).status).toBe(200);
  });

  it('draws nothing of a private build, an unknown id or a malformed address', async () => {
    const signed = await api(server, '/api/users', { method: 'POST', body: { username: `carder${database}`, password: 'correct horse battery' } });
    expect(signed.status).toBe(201);
    const auth = await api(server, '/api/authentication', { method: 'POST', body: { strategy: 'local', username: `carder${database}`, password: 'correct horse battery' } });
    const secret = await api(server, '/api/stuffs', { method: 'POST', body: stuff('Secret', 'private'), token: auth.body.accessToken });
    expect(secret.status).toBe(201);
    for (const path of [`${secret.body.id}.png`, `${'A'.repeat(22)}.png`, `${created.public.id}.png?lang=de`, `${created.public.id}.png?v=abc`, `${created.public.id}.png?x=1`, `${created.public.id}.svg`, '12.png']) {
      const answer = await card(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect(await (await card(`${secret.body.id}.png?lang=en`)).text()).toBe('No card: this stuff is not found or private.');
  });
});
