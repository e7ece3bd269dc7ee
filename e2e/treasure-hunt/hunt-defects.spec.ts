/**
 * The treasure hunt as a player on a phone types it (issue 37): a position typed key by key in one
 * field lands whole, "pho" finds the Phorreur, the direction buttons take a thumb, an impossible
 * position says why, and the compact window starts a new hunt. The map's clue picker forgives
 * accents like the hunt's.
 */
import { expect, test, type Page } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';

const field = (page: Page, axis: 'x' | 'y') => page.getByTestId(`hunt-${axis}`);

test.describe('@real treasure hunt on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a position typed in one field lands in both, and "pho" finds the Phorreur (fr)', async ({ page }) => {
    await page.goto('/fr/tools/treasure-hunt');
    await waitForHydration(page);
    await field(page, 'x').click();
    await page.keyboard.type('-20,-36');
    await expect(field(page, 'x')).toHaveValue('-20');
    await expect(field(page, 'y')).toHaveValue('-36');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hunt-directions')).toBeFocused();
    await expect(page).toHaveURL(/x=-20&y=-36/);

    // The direction buttons are big enough for a thumb.
    const box = await page.getByTestId('hunt-direction-6').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('hunt-clue')).toBeFocused();
    await page.keyboard.type('pho');
    await expect(page.getByRole('option', { name: 'Phorreur', exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hunt-phorreur')).toContainText('vers le nord');

    // "Seen!": the next position is typed again, key by key, and lands whole.
    await page.getByRole('button', { name: /^Vu !/ }).click();
    await expect(field(page, 'x')).toBeFocused();
    await page.keyboard.type('5,-14');
    await expect(field(page, 'x')).toHaveValue('5');
    await expect(field(page, 'y')).toHaveValue('-14');
    await expect(page).toHaveURL(/x=5&y=-14/);

    // Typed whole into the Y field, too.
    await field(page, 'y').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('[-1; 7]');
    await expect(field(page, 'x')).toHaveValue('-1');
    await expect(field(page, 'y')).toHaveValue('7');
  });

  test('the Phorreur is in the list before anything is typed, and a position off the world says where the world is (en)', async ({ page }) => {
    await page.goto('/en/tools/treasure-hunt?x=999&y=-36');
    await waitForHydration(page);
    const help = page.getByTestId('hunt-position-help');
    await expect(help).toContainText('No map at [999,-36]');
    await expect(help).toContainText(/the world spans -?\d+ to \d+ in X and -?\d+ to \d+ in Y/);
    await page.getByTestId('hunt-clue').click();
    await expect(page.getByRole('option', { name: 'Phorreur', exact: true })).toBeVisible();
  });

  test('the compact window starts a new hunt', async ({ page }) => {
    await page.goto('/pip/fr/tools/treasure-hunt?x=-20&y=-36&direction=6');
    await waitForHydration(page);
    await page.getByTestId('hunt-new').click();
    await expect(field(page, 'x')).toHaveValue('');
    await expect(field(page, 'x')).toBeFocused();
    await expect(page).toHaveURL(/\/pip\/fr\/tools\/treasure-hunt$/);
    const box = await page.getByTestId('hunt-direction-0').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('@real the map finds a clue typed without its accents', async ({ page, request }) => {
  const response = await request.get('/api/point-of-interest?$limit=500&$select[]=id&$select[]=name');
  const { data } = (await response.json()) as { data: { id: number; name: { fr: string } }[] };
  const accented = data.find((poi) => /[éèêàç]/.test(poi.name.fr) && poi.name.fr.length > 8)!;
  const plain = accented.name.fr.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  await page.goto('/fr/tools/map?layers=clue');
  await waitForHydration(page);
  await page.getByTestId('map-clue').click();
  await page.keyboard.type(plain);
  await expect(page.getByRole('option', { name: accented.name.fr, exact: true })).toBeVisible();
});
