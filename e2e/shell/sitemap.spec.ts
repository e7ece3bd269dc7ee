/**
 * What search engines are told (issue 41): robots.txt names the sitemap index, the index lists one
 * sitemap per kind and language, and the first and last address of each sitemap opens as a page
 * (200, the page's own canonical address), on the real data; an entity page carries its JSON-LD.
 */
import { expect, test } from '../fixtures';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

test('@real every sitemap of the index opens as pages, each kind in both languages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  const files = locs(await (await request.get('/sitemap.xml')).text());
  const kinds = new Set(files.map((f) => /\/sitemaps\/(.+)-(fr|en)(?:-\d+)?\.xml$/.exec(f)?.[1]));
  for (const kind of ['pages', 'items', 'item-sets', 'monsters', 'breeds', 'spells', 'dungeons', 'quests', 'achievements']) expect(kinds).toContain(kind);
  for (const file of files) {
    const pages = locs(await (await request.get(file)).text());
    expect(pages.length, file).toBeGreaterThan(0);
    for (const path of new Set([pages[0], pages.at(-1)!])) {
      const page = await request.get(path);
      expect(page.status(), `${file}: ${path}`).toBe(200);
      const html = await page.text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname, path).toBe(path);
    }
  }
});

test('@real an item page describes itself to search engines (JSON-LD with its breadcrumb)', async ({ page, request }) => {
  const items = locs(await (await request.get('/sitemaps/items-en.xml')).text());
  await page.goto(items[0]);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const ld = JSON.parse(json ?? '{}') as { '@type': string; about: { name: string }; breadcrumb: { itemListElement: { name: string }[] } };
  expect(ld['@type']).toBe('WebPage');
  expect(ld.about.name.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ld.about.name);
  expect(ld.breadcrumb.itemListElement.map((e) => e.name).slice(0, 2)).toEqual(['Grimoire', 'Items']);
});
