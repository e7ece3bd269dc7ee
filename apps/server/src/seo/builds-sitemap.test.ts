import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DATABASES, startServer, type RunningServer } from '../testing/server-process';
import { named, plainBreed, writeTestBundle } from '../testing/test-bundle';

const GAME = {
  items: [{ ...named(1, 'helmet'), level: 10, typeId: 16, effects: [] }],
  breeds: [plainBreed(1)],
};
const zero = { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
const stuff = (title: string, sharing: string) => ({ level: 50, items: { helmet: 1 }, base: zero, parchment: zero, breed: 1, title, sharing });

describe.each(DATABASES)('the builds sitemaps on %s', (database) => {
  let server: RunningServer;
  let bundleDir: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    bundleDir = writeTestBundle('grimoire-builds-sitemap-', GAME);
    server = await startServer({ database, bundleDir, env: { SITE_URL: 'https://grimoire.example', RATE_LIMIT_PER_MINUTE: '1000' } });
    const password = 'correct horse battery';
    await api(server, '/api/users', { method: 'POST', body: { username: 'Map-Maker', password } });
    await api(server, '/api/users', { method: 'POST', body: { username: 'Secretive', password } });
    const token = async (username: string) => (await api(server, '/api/authentication', { method: 'POST', body: { strategy: 'local', username, password } })).body.accessToken as string;
    const maker = await token('Map-Maker');
    const secretive = await token('Secretive');
    for (const [title, sharing, who] of [['Public one', 'public', maker], ['Hidden one', 'hidden', maker], ['Private one', 'private', secretive], ['Guest one', 'public', undefined]] as const) {
      const created = await api(server, '/api/stuffs', { method: 'POST', body: stuff(title, sharing), token: who });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids[title] = created.body.id;
    }
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('is in the index once a public build exists', async () => {
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toContain('<loc>https://grimoire.example/sitemaps/builds-fr.xml</loc>');
    expect(index).toContain('<loc>https://grimoire.example/sitemaps/builds-en.xml</loc>');
  });

  it('lists the public builds and their members’ profiles, never a hidden or private build or its author', async () => {
    const res = await fetch(`${server.url}/sitemaps/builds-en.xml`);
    expect(res.status).toBe(200);
    const urls = (await parseSitemap(Readable.from([await res.text()]))).map((entry) => entry.url);
    expect(urls).toContain(`https://grimoire.example/en/tools/stuff/${ids['Public one']}`);
    expect(urls).toContain(`https://grimoire.example/en/tools/stuff/${ids['Guest one']}`);
    expect(urls).toContain('https://grimoire.example/en/profile/Map-Maker');
    expect(urls).not.toContain(`https://grimoire.example/en/tools/stuff/${ids['Hidden one']}`);
    expect(urls).not.toContain(`https://grimoire.example/en/tools/stuff/${ids['Private one']}`);
    expect(urls).not.toContain('https://grimoire.example/en/profile/Secretive');
    expect(urls).toHaveLength(3);
  });
});
