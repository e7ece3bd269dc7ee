import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { Readable } from 'node:stream';
import { startServer, type RunningServer } from '../testing/server-process';
import { named, writeTestBundle } from '../testing/test-bundle';
import { SITEMAP_KINDS } from './site-pages';

const ITEMS = 120;

describe('robots.txt and sitemaps (the real server)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const bundleDir = writeTestBundle('seo', {
      items: Array.from({ length: ITEMS }, (_, i) => ({ ...named(i + 1, `Objet ${i + 1}`), typeId: 16, level: 1 })),
      monsters: [named(31, 'Bouftou'), named(32, 'Tofu')],
      'monster-races': [named(-1, 'Non classés')],
      spells: [{ ...named(1, 'Pression'), breedId: 8 }, named(2, 'Sort de monstre')],
      quests: [named(5, 'Une quête')],
    });
    server = await startServer({ bundleDir, env: { SITE_URL: 'https://grimoire.example' } });
  });
  afterAll(async () => server?.stop());

  const text = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { res, body: await res.text() };
  };

  it('robots.txt allows pages, disallows the API, back office and personal pages, and names the sitemap', async () => {
    const { res, body } = await text('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = body.split('\n');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /fr/back', 'Disallow: /en/back', 'Disallow: /back', 'Disallow: /en/signin', 'Disallow: /fr/tools/stuff/editor/'])
      expect(lines).toContain(line);
    expect(lines).toContain('Sitemap: https://grimoire.example/sitemap.xml');
    expect(body).not.toMatch(/Disallow: \/(fr\/)?database/);
  });

  it('the index lists one sitemap per kind with pages and language, each valid XML with its alternates and lastmod', async () => {
    const { res, body } = await text('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = await parseSitemapIndex(Readable.from([body]));
    const names = index.map((entry) => entry.url.replace('https://grimoire.example/sitemaps/', ''));
    expect(names).toEqual(['pages-fr', 'pages-en', 'items-fr', 'items-en', 'monsters-fr', 'monsters-en', 'spells-fr', 'spells-en', 'quests-fr', 'quests-en'].map((n) => `${n}.xml`));
    expect(SITEMAP_KINDS).toContain('items');

    const counts: Record<string, number> = {};
    for (const name of names) {
      const file = await text(`/sitemaps/${name}`);
      expect(file.res.status, name).toBe(200);
      const urls = await parseSitemap(Readable.from([file.body]));
      counts[name] = urls.length;
      for (const url of urls) {
        expect(url.lastmod, name).toBeTruthy();
        const langs = Object.fromEntries((url.links ?? []).map((l) => [l.hreflang ?? l.lang, l.url]));
        expect(Object.keys(langs).sort()).toEqual(['en', 'fr', 'x-default']);
        expect(url.url).toBe(name.endsWith('-en.xml') ? langs.en : langs.fr);
        expect(langs['x-default']).toBe(langs.fr);
      }
    }
    expect(counts['items-fr.xml']).toBe(ITEMS);
    expect(counts['items-en.xml']).toBe(ITEMS);
    expect(counts['monsters-en.xml']).toBe(2);
    expect(counts['spells-fr.xml']).toBe(1); // the class spell, not the monster's
    const items = await parseSitemap(Readable.from([(await text('/sitemaps/items-en.xml')).body]));
    expect(items[0].url).toBe('https://grimoire.example/en/database/object/1');
    const pages = await parseSitemap(Readable.from([(await text('/sitemaps/pages-fr.xml')).body]));
    expect(pages.map((p) => p.url)).toContain('https://grimoire.example/fr');
    expect(pages.map((p) => p.url)).toContain('https://grimoire.example/fr/tools/treasure-hunt');
  });

  it('answers a matching If-None-Match with 304, and an unknown sitemap with the not-found page', async () => {
    const first = await fetch(`${server.url}/sitemaps/items-fr.xml`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    // As a browser revalidates (fetch would add `Cache-Control: no-cache`, which Express's freshness test honours).
    const again = await fetch(`${server.url}/sitemaps/items-fr.xml`, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    const plain = await fetch(`${server.url}/sitemaps/items-fr.xml`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await parseSitemap(Readable.from([await plain.text()]))).length).toBe(ITEMS);
    for (const path of ['/sitemaps/dungeons-fr.xml', '/sitemaps/items-de.xml', '/sitemaps/items-fr-2.xml', '/sitemaps/items-fr.xml.gz', '/sitemaps/ITEMS-fr.xml']) expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
  });
});
