/**
 * The map's resource layer and sub-area search (issue 37): a player picks a resource and sees the
 * sub-areas where the game places it, or types a sub-area's name (accents optional) and the map
 * goes there, on a phone too.
 */
import { expect, test, type Page } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';

/** The cell layers on the map and their opacity: the world's, and the lit sub-areas' over it. */
const cellLayers = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.leaflet-tile-pane > .leaflet-layer')).map((layer) =>
      Number(layer.style.opacity || '1'),
    ),
  );

test('@real picking a resource lights the sub-areas that hold it, each one a click away (fr)', async ({ page }) => {
  await page.goto('/fr/tools/map?layers=harvest');
  await waitForHydration(page);
  await expect(page.getByTestId('world-map-canvas')).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => cellLayers(page)).toEqual([1]);
  await page.getByTestId('map-resource').click();
  await page.keyboard.type('frene');
  await page.getByRole('option', { name: 'Bois de Frêne' }).click();
  await expect(page).toHaveURL(/resource=303/);
  const panel = page.getByTestId('map-resource-panel');
  await expect(panel).toContainText('Bois de Frêne');
  await expect(panel).toContainText(/\d+ sous-zones de ce monde/);
  await expect(panel).toContainText('pas sur quelles maps ni combien');
  await expect(page.getByTestId('map-legend-resource')).toContainText('Sous-zones contenant Bois de Frêne');
  // The world dims, the sub-areas holding ash light up over it.
  await expect.poll(() => cellLayers(page)).toEqual([0.3, 1]);
  await panel.getByRole('button', { name: 'Voir Plaine des Scarafeuilles sur la carte' }).click();
  await expect(page.getByTestId('map-cell-info')).toContainText('Sous-zone : Plaine des Scarafeuilles');
  // Incarnam holds ash too: the link keeps the resource.
  await page.getByTestId('map-resource-elsewhere').getByRole('link', { name: /Incarnam/ }).click();
  await expect(page.getByTestId('map-world')).toHaveValue('Incarnam');
  await expect(page).toHaveURL(/resource=303/);
  await expect(panel).toContainText(/\d+ sous-zones? de ce monde/);
  // The layer off: nothing lit, the world at full colour.
  await page.getByRole('group', { name: 'Calques' }).getByText('Ressources', { exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect.poll(() => cellLayers(page)).toEqual([1]);
});

test('@real a resource no sub-area holds says so instead of an empty map (en)', async ({ page }) => {
  await page.goto('/en/tools/map?layers=harvest&resource=1');
  await waitForHydration(page);
  await expect(page.getByTestId('map-resource-panel')).toHaveText('No known sub-area holds this resource.');
});

test.describe('@real finding a sub-area on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('typing its name moves the map there and shows it on screen (en)', async ({ page }) => {
    await page.goto('/en/tools/map');
    await waitForHydration(page);
    await expect(page.getByTestId('world-map-canvas')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('map-find-subarea').click();
    await page.keyboard.type('scaraleaf');
    await page.getByRole('option', { name: 'Scaraleaf Plain (level 30)' }).click();
    const info = page.getByTestId('map-cell-info');
    await expect(info).toContainText('Sub-area: Scaraleaf Plain');
    await expect(page.getByTestId('map-cell-position')).toBeInViewport();
    await expect(page.getByTestId('world-map-canvas')).toBeInViewport({ ratio: 0.5 });
  });
});

test('@real the sub-area finder lists places in French alphabetical order, accents folded', async ({ page }) => {
  await page.goto('/fr/tools/map');
  await waitForHydration(page);
  await page.getByTestId('map-find-subarea').click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  expect(labels.length).toBeGreaterThan(100);
  // As a French reader sorts them (the server sorts them for the page's language).
  expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare));
  // "Île" among the i, not after z.
  expect(labels.some((label) => /^Î/.test(label))).toBe(true);
  expect(labels.findIndex((label) => /^Î/.test(label))).toBeLessThan(labels.findIndex((label) => /^J/.test(label)));
});
