/**
 * The installed treasure hunt (issue 41): after one visit with a connection, the hunt page opens and
 * answers steps with the network cut (Playwright's offline mode), in both languages and in the `/pip`
 * window, and says it is offline and how old its clue data is. The web app manifest makes the site
 * installable. Clues are found through the API, never hard-coded.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';

test.use({ serviceWorkers: 'allow' });

/** A clue north of a position, whose nearest map is the first that holds it, with its name. */
async function clueNorth(request: APIRequestContext, x: number, y: number, lang: 'fr' | 'en') {
  const response = await request.get(`/api/treasure-hunt?x=${x}&y=${y}&direction=6&lang=${lang}&$limit=50`);
  const { data } = (await response.json()) as { data: { posX: number; posY: number; pois: { id: number; name: Record<string, string> }[] }[] };
  const seen = new Set<number>();
  for (const map of data) {
    const poi = map.pois.find((p) => !seen.has(p.id) && /\p{L}{5,}/u.test(p.name[lang]));
    for (const p of map.pois) seen.add(p.id);
    if (poi) return { name: poi.name[lang], x: map.posX, y: map.posY };
  }
  throw new Error(`no clue north of ${x},${y}`);
}

/** The first visit: the worker takes the page over and keeps the clue data. */
async function visitOnline(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 30_000 });
  await expect(page.getByTestId('hunt-offline-ready')).toBeVisible({ timeout: 30_000 });
}

async function stepNorth(page: Page, clue: { name: string; x: number; y: number }) {
  await page.getByTestId('hunt-direction-6').click();
  await expect(page.getByTestId('hunt-clue')).toBeFocused();
  await page.keyboard.type(clue.name, { delay: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hunt-target')).toContainText(`[${clue.x},${clue.y}]`);
}

test('@real the hunt answers steps with the network cut after one visit, and says so (fr)', async ({ page, context, request }) => {
  const first = await clueNorth(request, -20, -36, 'fr');
  const second = await clueNorth(request, first.x, first.y, 'fr');
  await visitOnline(page, '/fr/tools/treasure-hunt');
  await expect(page.getByTestId('hunt-offline-ready')).toContainText('Fonctionne aussi hors ligne');

  await context.setOffline(true);
  // A new load of the page, for a position it was never opened at: the worker's copy, then the kept clue data.
  await page.goto('/fr/tools/treasure-hunt?x=-20&y=-36');
  await expect(page.getByTestId('hunt-offline')).toContainText('Hors ligne : les réponses viennent des indices enregistrés');
  await expect(page.getByTestId('hunt-x')).toHaveValue('-20');
  await expect(page.getByTestId('hunt-y')).toHaveValue('-36');
  await stepNorth(page, first);
  await page.getByTestId('hunt-travel').click();
  await expect(page.getByTestId('hunt-y')).toHaveValue(String(first.y));
  await stepNorth(page, second);
  await expect(page).toHaveURL(new RegExp(`x=${first.x}&y=${first.y}&direction=6`));

  // Back online: the page asks the API again by itself and drops the notice.
  await context.setOffline(false);
  await expect(page.getByTestId('hunt-offline')).toHaveCount(0, { timeout: 25_000 });
  await expect(page.getByTestId('hunt-offline-ready')).toBeVisible();
});

test('@real the English page and the compact window work offline too', async ({ page, context, request }) => {
  const clue = await clueNorth(request, -20, -36, 'en');
  await visitOnline(page, '/en/tools/treasure-hunt');
  await context.setOffline(true);
  await page.goto('/en/tools/treasure-hunt?x=-20&y=-36');
  await expect(page.getByTestId('hunt-offline')).toContainText('Offline: answers come from the clue data kept on this device');
  await stepNorth(page, clue);
  // The /pip window was never opened: the worker kept it at install.
  await page.goto('/pip/en/tools/treasure-hunt?x=-20&y=-36');
  await expect(page.getByTestId('hunt-offline')).toBeVisible();
  await stepNorth(page, clue);
  // Other pages are never answered by the worker: offline they fail as any site would.
  const other = await page.goto('/en/database/objects').catch(() => null);
  expect(other?.ok() ?? false).toBe(false);
  await context.setOffline(false);
});

test('@real the site is installable: a manifest per language with icons, a worker checked on every visit', async ({ page, request }) => {
  await page.goto('/en/database/objects');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.en.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as { start_url: string; display: string; lang: string; icons: { sizes: string; purpose?: string }[]; shortcuts: { name: string; url: string }[] };
  expect(manifest).toMatchObject({ start_url: '/en', display: 'standalone', lang: 'en' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.shortcuts[0]).toEqual(expect.objectContaining({ name: 'Treasure hunt', url: '/en/tools/treasure-hunt' }));
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']) expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
