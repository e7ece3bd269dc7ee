/**
 * The stuff builder as a player on a phone meets it (issue 37): an empty stuff cannot be published,
 * names and the characteristics table fit 390 px, and the date reads as French on a French page.
 */
import { expect, test, type Page } from '../fixtures';
import { equip, ready } from './helpers';

const fitsItsBox = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

test.describe('stuff builder on a phone (demo world)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an empty stuff cannot be published; a built one fits the phone and is dated the French way', async ({ page, request }) => {
    await page.goto('/fr/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await expect(page.getByTestId('stuff-publish')).toBeDisabled();
    await expect(page.getByTestId('stuff-publish-empty')).toHaveText('Équipez au moins un objet pour publier ce stuff.');
    // The server refuses one too, whatever the page does.
    const empty = await request.post('/api/stuffs', { data: { level: 50, items: {}, breed: 1, title: 'Vide', sharing: 'public' } });
    expect(empty.status()).toBe(400);

    await equip(page, 'ring1', 'broutard', 431);
    await expect(page.getByTestId('stuff-publish')).toBeEnabled();
    await expect(page.getByTestId('stuff-publish-empty')).toHaveCount(0);
    // The whole name shows in its slot, and the characteristics table needs no sideways scroll.
    await expect(page.getByTestId('slot-ring1-name')).toHaveText('Anneau du Broutard Pourpre');
    expect(await fitsItsBox(page, 'slot-ring1-name')).toBe(true);
    const scrolls = await page.locator('.table-scroll').evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).length);
    expect(scrolls).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId('stuff-publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('publish-title').fill('Stuff du téléphone');
    await dialog.getByTestId('publish-submit').click();
    await ready(page, 'stuff-view');
    const today = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    await expect(page.getByTestId('stuff-view')).toContainText(today);
    await expect(page.getByTestId('stuff-view')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  });
});
