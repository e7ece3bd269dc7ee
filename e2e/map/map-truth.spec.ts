/**
 * The world map tells a player where they are (issue 37): the map a player walks on where several
 * share a position, zones named where the sources allow, a world list in the page's language, a
 * legend, and on a phone the map first with the tapped map's details on screen.
 */
import { expect, test, type Page } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';

async function goTo(page: Page, position: string) {
  await page.getByTestId('map-goto-input').fill(position);
  await page.getByTestId('map-goto').click();
}

test('@real a position shows the map a player is on, its zone, and that other maps share it (fr)', async ({ page }) => {
  await page.goto('/fr/tools/map');
  await waitForHydration(page);
  const info = page.getByTestId('map-cell-info');
  await goTo(page, '4, -19');
  await expect(info).toContainText("Sous-zone : Cité d'Astrub");
  await expect(info).toContainText('Zone : Astrub');
  await expect(info).toContainText(/\d+ autres cartes partagent cette position/);
  await expect(info).not.toContainText('Vilinsekts');
  await goTo(page, '0, 0');
  await expect(info).toContainText("Sous-zone : Village d'Amakna");
  await expect(info).toContainText('Zone : Amakna');
  await goTo(page, '-2, 24');
  await expect(info).toContainText("Sous-zone : Presqu'île des Dragoeufs");
  await expect(info).not.toContainText('sans nom');
  await expect(page.getByTestId('map-legend')).toContainText('Une couleur par zone');
});

test('@real the world list is in English on English pages, and no world is a bare number (en)', async ({ page }) => {
  await page.goto('/en/tools/map');
  await waitForHydration(page);
  await expect(page.getByTestId('map-world')).toHaveValue('World of Twelve');
  await page.getByTestId('map-world').click();
  // The real Select loads on the first click (ui/select/LazySelect): wait for its list before reading it.
  await expect(page.getByRole('option', { name: 'Incarnam' })).toBeVisible();
  const options = await page.getByRole('option').allTextContents();
  expect(options.length).toBeGreaterThan(10);
  expect(options).toContain('Incarnam');
  for (const option of options) {
    expect(option, option).not.toMatch(/^(World|Monde) \d+$/);
    expect(option, option).not.toMatch(/^Monde /);
  }
  // A name only the French data gives carries the site's mark.
  const french = options.filter((option) => option.endsWith('(FR)'));
  expect(options.filter((option) => /[éèàç]/.test(option) && !option.endsWith('(FR)'))).toEqual([]);
  expect(french.length).toBeGreaterThan(0);
});

test.describe('@real world map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map comes first and the tapped map says what it is on screen (fr)', async ({ page }) => {
    await page.goto('/fr/tools/map?x=5.5&y=-17.5&z=5');
    await waitForHydration(page);
    const canvas = page.getByTestId('world-map-canvas');
    await expect(canvas).toHaveAttribute('data-ready', 'true');
    const box = (await canvas.boundingBox())!;
    expect(box.y).toBeLessThan(200);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('map-cell-position')).toBeInViewport();
    await expect(page.getByTestId('map-cell-info')).toContainText('Sous-zone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
