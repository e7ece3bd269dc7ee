import { expect, test } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';
import { signUpViaApi } from '../accounts/helpers';
import { paintedTiles, placeNames, signInStaff } from './helpers';

/** Astrub's zaap map: outdoors, in the main world (its dump gives no world: its super-area's is used). */
const ASTRUB_MAP = 191105026;
const ASH = { id: 303, name: 'Bois de Frêne' };

test.describe('world map', () => {
  test('@real opens on the main world with its cells drawn, zooms, toggles a layer and follows "go to"', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/fr/tools/map');
    await expect(page.getByTestId('map-world')).toHaveValue('Monde des Douze');
    await expect(page.getByTestId('world-map-canvas')).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => paintedTiles(page)).toBeGreaterThan(0);
    await expect(page).toHaveURL(/[?&]z=3(&|$)/);
    // Zoomed out: the areas the data names, and the larger sub-areas of those it leaves unnamed
    // (Frigost's area has no name in any source); no name over another.
    await expect.poll(async () => (await placeNames(page)).names).toContain('Amakna');
    let names = await placeNames(page);
    expect(names.names).toContain('Astrub');
    expect(names.names).toContain('Plaines de Cania');
    expect(names.names).toContain('Forêt des pins perdus');
    expect(names.names).not.toContain("Village d'Amakna"); // Amakna's own name stands for it
    expect(names.names).not.toContain("Cité d'Astrub");
    expect(names.names.length).toBeGreaterThan(20);
    expect(names.overlapping).toBe(0);

    await page.locator('.leaflet-control-zoom-in').click();
    await expect(page).toHaveURL(/[?&]z=4(&|$)/);
    // Zoomed in: sub-areas, no area.
    await expect.poll(async () => (await placeNames(page)).names).toContain("Village d'Amakna");
    names = await placeNames(page);
    expect(names.names).not.toContain('Amakna');
    expect(names.overlapping).toBe(0);

    await page.locator('label', { hasText: 'Ressources' }).click();
    await expect(page).toHaveURL(/layers=[^&]*harvest/);

    await page.getByTestId('map-goto-input').fill('[5, -18]');
    await page.getByTestId('map-goto').click();
    await expect(page.getByTestId('map-cell-position')).toHaveText('[5, -18]');
    await expect(page.getByTestId('map-cell-info')).toContainText("Cité d'Astrub");
    await expect(page).toHaveURL(/x=5\.5&y=-17\.5/);
    // The view is shareable: the address reopens it, layers included.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Ressources' })).toBeChecked();
    await expect.poll(() => paintedTiles(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('@real another world opens where its maps are, fitted in the map', async ({ page }) => {
    await page.goto('/fr/tools/map');
    await expect(page.getByTestId('world-map-canvas')).toHaveAttribute('data-ready', 'true');
    await expect(page).toHaveURL(/[?&]world=1&.*z=3(&|$)/);

    await page.getByTestId('map-world').click();
    await page.getByRole('option', { name: 'Incarnam' }).click();
    await expect(page.getByTestId('map-world')).toHaveValue('Incarnam');
    // Incarnam is a few maps wide: it opens closer than the main world (zoom 5 in this 1280 × 720
    // window), and the map moves there: its maps are painted in view, with their names.
    await expect(page).toHaveURL(/[?&]z=5(&|$)/);
    await expect.poll(() => paintedTiles(page)).toBeGreaterThan(0);
    await expect.poll(async () => (await placeNames(page)).names).toContain('Route des âmes');
  });

  test("@real draws the map and lets it pan and zoom before the page's own scripts have come", async ({
    page,
  }) => {
    // React's scripts are held back: what answers is the map's early boot (app/features/map/boot.ts).
    await page.route('**/assets/framework-*.js', () => undefined);
    await page.goto('/fr/tools/map?x=5.5&y=-17.5&z=6', { waitUntil: 'commit' });
    await expect(page.getByTestId('world-map-canvas')).toHaveAttribute('data-boot', 'drawn');
    await expect.poll(() => paintedTiles(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    // It answers a tapped map: the one at its middle, Astrub's zaap map.
    const box = (await page.getByTestId('world-map-canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const info = page.getByTestId('map-boot-info');
    await expect(info).toContainText('[5, -18]');
    await expect(info).toContainText("Sous-zone : Cité d'Astrub");
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    // It pans under the pointer…
    const pane = page.locator('.leaflet-map-pane');
    const before = await pane.evaluate((element) => (element as HTMLElement).style.transform);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(() => pane.evaluate((element) => (element as HTMLElement).style.transform))
      .not.toBe(before);
    // …and zooms: opened at zoom 6 as the address asks, one step in reaches the closest zoom.
    const zoomIn = page.locator('.leaflet-control-zoom-in');
    await expect(zoomIn).not.toHaveClass(/leaflet-disabled/);
    await zoomIn.click();
    await expect(zoomIn).toHaveClass(/leaflet-disabled/);
  });

  test('@real an admin tags a harvest spot and sees it on the map and on the item page', async ({
    page,
    context,
  }) => {
    const token = await signInStaff(page, context, 'admin');
    await page.goto(`/fr/back/interactive/tag/from-map?map=${ASTRUB_MAP}`);
    await waitForHydration(page);
    await expect(page.getByTestId('tag-map')).toContainText('[5, -18]');
    await page.getByTestId('tag-resource').click();
    await page.getByTestId('tag-resource').fill(ASH.name);
    await page.getByRole('option', { name: ASH.name, exact: true }).click();
    await page.getByTestId('tag-add').click();
    await expect(page.getByTestId('back-message')).toContainText('ajoutée');
    await expect(page.getByTestId('tag-list')).toContainText(ASH.name);

    await page.goto(`/fr/tools/map?map=${ASTRUB_MAP}`);
    await expect(page.getByTestId('map-cell-harvest')).toContainText(`${ASH.name} ×1`);

    await page.goto(`/fr/database/object/${ASH.id}`);
    await expect(page.getByTestId('item-harvested-at')).toContainText('[5, -18]');

    // The audit log says in words who tagged what; undoing the entry (once confirmed) removes the spot.
    await page.goto('/fr/back');
    await waitForHydration(page);
    const entry = page.getByTestId('audit-entry').filter({ hasText: `a ajouté la ressource « ${ASH.name} » sur la carte [5,-18]` }).first();
    await expect(entry).toBeVisible();
    await entry.locator('summary').click();
    await expect(entry.getByTestId('audit-changes')).toContainText('Objet (id)');
    await entry.getByTestId('audit-undo').click();
    await page.getByTestId('audit-undo-confirm').click();
    await expect(page.getByTestId('audit-message')).toContainText('annulée');
    const left = await page.request.get(`/api/custom-interactives?mapId=${ASTRUB_MAP}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await left.json()).total).toBe(0);
  });
});

test('a user who opens a back-office tool gets the 403 page, with the way back to where they were', async ({ page, context }) => {
  const { token } = await signUpViaApi(page, context);
  await page.goto('/fr/almanax');
  // The page read is remembered once the app has started (a typed URL has no Referer).
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'grimoire_last_page')?.value)
    .toBe(encodeURIComponent('/fr/almanax'));
  await page.goto('/fr/back/interactive/tag/from-map');
  await waitForHydration(page);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await page.getByTestId('forbidden-back').click();
  await expect(page).toHaveURL(/\/fr\/almanax$/);
  const api = await page.request.get('/api/custom-interactives', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(403);
});
