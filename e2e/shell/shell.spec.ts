import { waitForHydration } from '../creatures/helpers';
import { expect, test } from '../fixtures';

test.describe('language prefix', () => {
  test('/ redirects to /fr', async ({ page }) => {
    const response = await page.request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/fr$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('/database/objects redirects to /fr/database/objects with its query', async ({ page }) => {
    const response = await page.request.get('/database/objects?name=abc', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/fr\/database\/objects\?name=abc$/);
  });

  test('an unknown language segment is a localized 404', async ({ page }) => {
    const response = await page.goto('/xx/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('an unknown page under a language is a 404 in that language', async ({ page }) => {
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('the raw HTML of /en has the English title and absolute hreflang and canonical links', async ({ request, baseURL }) => {
  const html = await (await request.get('/en')).text();
  expect(html).toContain('<title>Grimoire — Dofus encyclopedia and tools</title>');
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${baseURL}/fr"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/en"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}/fr"/>`);
  expect(html).toMatch(/<meta name="description" content="Browse every Dofus item/);
});

test('hreflang links of a page behind a proxy use the public origin', async ({ request }) => {
  const html = await (
    await request.get('/fr/database/objects?sort=level', { headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'grimoire.example' } })
  ).text();
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/fr\/database\/objects"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https:\/\/[^"]+\/en\/database\/objects"\/>/);
});

test('switching FR → EN keeps the page and the choice survives reloads and bare URLs', async ({ page }) => {
  await page.goto('/fr/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  await page.getByTestId('lang-en').click();
  await expect(page).toHaveURL(/\/en\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page).toHaveTitle('Privacy policy — Grimoire');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await page.goto('/privacy-policy');
  await expect(page).toHaveURL(/\/en\/privacy-policy$/);
});

test('a database page kept for guests answers with its ETag and still stores the language read', async ({ page, request }) => {
  // Another guest's visit renders the page and the server keeps it.
  const first = await request.get('/en/database/objects', { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131.0' } });
  expect(first.status()).toBe(200);
  const kept = await request.get('/en/database/objects', { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131.0' } });
  expect(kept.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);
  expect(kept.headers()['set-cookie']).toBeUndefined();
  const etag = kept.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/en/database/objects', { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131.0', 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  // This browser gets the kept page (no cookie with it), and its bare URLs go to English from then on.
  const response = await page.goto('/en/database/objects');
  expect(response?.headers()['etag']).toBe(etag);
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'grimoire_lang')?.value).toBe('en');
  await page.goto('/database/objects');
  await expect(page).toHaveURL(/\/en\/database\/objects$/);
});

test('the privacy policy names analytics and bot check, both off by default', async ({ page }) => {
  await page.goto('/en/privacy-policy');
  await expect(page.getByTestId('privacy-analytics-state')).toHaveText('This site currently uses no analytics service.');
  await expect(page.getByText('No bot-check service is enabled on this site.')).toBeVisible();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the menu drawer opens at 390 px and lists the spec menu in order', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await page.getByTestId('menu-burger').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const labels = await drawer.locator('nav a, nav button').allInnerTexts();
    const expected = ['Temporis', 'Objets', 'Panoplies', 'Classes', 'Quêtes', 'Succès', 'Donjons', 'Monstres', 'Challenges', 'Havres-sacs', 'Outils'];
    expect(labels.slice(0, expected.length).map((l) => l.trim())).toEqual(expected);
    await drawer.getByText('Politique de confidentialité').click();
    await expect(page).toHaveURL(/\/fr\/privacy-policy$/);
    await expect(drawer).toBeHidden();
  });
});

test('dark mode persists across reloads', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByTestId('color-scheme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test.describe('a first visit with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });
  test('follows prefers-color-scheme until the player picks a scheme', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByTestId('color-scheme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test.describe('API', () => {
  test('/api/version answers the game version as DofusDB does, details on request', async ({ request }) => {
    const bare = await request.get('/api/version');
    expect(bare.status()).toBe(200);
    const gameVersion = await bare.json();
    expect(typeof gameVersion).toBe('string');
    const response = await request.get('/api/version?details=true');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.appVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.gameVersion).toBe(gameVersion);
  });
  test('an unknown API path answers a Feathers 404 JSON', async ({ request }) => {
    const response = await request.get('/api/unknown-collection');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ name: 'NotFound', code: 404, className: 'not-found' });
  });
});

test('hashed assets are served with long-lived cache headers', async ({ request }) => {
  const html = await (await request.get('/fr')).text();
  const src = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'the home page links a hashed script').toBeTruthy();
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
  expect(response.headers()['cache-control']).toContain('immutable');
});

test("a page preloads its own language's strings only, and build metadata is not served", async ({ request }) => {
  const fr = await (await request.get('/fr')).text();
  const en = await (await request.get('/en')).text();
  // The preloads wait for the first paint: the boot loader lists them (apps/web/app/lib/boot-after-paint.ts).
  expect(fr).toMatch(/"\/assets\/messages\.fr-[^"]+\.js"/);
  expect(fr).not.toMatch(/messages\.en-/);
  expect(en).toMatch(/"\/assets\/messages\.en-[^"]+\.js"/);
  expect(en).not.toMatch(/messages\.fr-/);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('a page asks for no script before its first paint, then hydrates with the same modules', async ({ page, request }) => {
  const html = await (await request.get('/fr/database/objects')).text();
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toMatch(/<script type="text\/plain" id="grimoire-boot">/);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // (Images of the demo's unreachable image host fail to load; that is not the page's script.)
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
  await page.goto('/fr/database/objects');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.some((url) => /\/assets\/database\.objects-[^/]+\.js$/.test(url)), 'the route module came').toBe(true);
  expect(scripts.some((url) => /\/assets\/messages\.fr-[^/]+\.js$/.test(url)), "the page language's strings came").toBe(true);
  expect(errors).toEqual([]);
});
