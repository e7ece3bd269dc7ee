import { expect, test } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';

test.describe('global search', () => {
  test('Ctrl+K finds an item typed without accents and opens it', async ({ page }) => {
    await page.goto('/fr/database/objects');
    await page.getByTestId('item-table').waitFor();
    const input = page.getByTestId('global-search-input');
    // The shortcut works once the page is hydrated: press until the palette opens.
    await expect(async () => {
      if (!(await input.isVisible())) await page.keyboard.press('Control+k');
      await expect(input).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(input).toBeFocused();
    await input.fill('epouvantail');
    const hit = page.getByTestId('global-search-hit').filter({ hasText: 'Chapeau de l’Épouvantail Borgne' });
    await expect(hit).toBeVisible({ timeout: 20_000 });
    // Kind labels are drawn by Spotlight from a CSS variable.
    await expect(page.getByTestId('global-search-group-items')).toHaveAttribute(
      'style',
      /--spotlight-label: ?'Objets'/,
    );
    await hit.click();
    await expect(page).toHaveURL(/\/fr\/database\/object\/402$/);
    await expect(page.getByTestId('item-name')).toHaveText('Chapeau de l’Épouvantail Borgne');
  });

  test('the header button searches several kinds, navigable with the keyboard', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('header-search').click();
    const input = page.getByTestId('global-search-input');
    await input.fill('toadling');
    await expect(page.getByTestId('global-search-group-items')).toBeVisible();
    await expect(page.getByTestId('global-search-group-sets')).toContainText('Toadling King Set');
    await expect(page.getByTestId('global-search-group-sets')).toHaveAttribute(
      'style',
      /--spotlight-label: ?'Sets'/,
    );
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/en\/database\/(object|item-sets|monster)\/\d+$/);
  });

  test('reopening the palette gives a fresh box, never the last search to type after', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('header-search').click();
    const input = page.getByTestId('global-search-input');
    await input.fill('toadling');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await page.getByTestId('header-search').click();
    await expect(input).toHaveValue('');
    await page.keyboard.type('grazer');
    await expect(input).toHaveValue('grazer');
  });
});

test.describe('settings flags', () => {
  test('switches persist, show raw ids and the compact list, and survive a reload', async ({ page }) => {
    await page.goto('/fr/database/object/502');
    await expect(page.getByTestId('item-debug')).toHaveCount(0);
    await page.getByTestId('settings-menu').click();
    await page.getByTestId('flag-debug').click();
    await page.getByTestId('flag-dense_characteristics').click();
    await expect(page.getByTestId('item-debug')).toContainText('id 502');
    await expect(page.getByTestId('effect-list')).toHaveAttribute('data-dense', 'true');
    await page.reload();
    await expect(page.getByTestId('item-debug')).toContainText('id 502');
    const stored = await page.evaluate(() => localStorage.getItem('grimoire.config'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      debug: true,
      dense_characteristics: true,
      display_all_effects: false,
    });
  });

  test('another tab’s change applies on the storage event', async ({ page, context }) => {
    await page.goto('/fr/database/object/401');
    const other = await context.newPage();
    await other.goto('/fr');
    await other.evaluate(() => localStorage.setItem('grimoire.config', JSON.stringify({ debug: true })));
    await expect(page.getByTestId('item-debug')).toContainText('id 401');
  });

  test('debug mode shows the raw game ids on every database page', async ({ page }) => {
    await page.goto('/fr');
    await page.evaluate(() => localStorage.setItem('grimoire.config', JSON.stringify({ debug: true })));
    const pages: [string, string, RegExp][] = [
      ['/fr/database/monster/101', 'monster-debug', /id 101 · raceId \d+/],
      ['/fr/database/item-sets/1', 'set-debug', /id 1 · pieceIds \d+/],
      ['/fr/database/dungeon/1', 'dungeon-debug', /id 1 · subAreaId/],
      ['/fr/database/breeds/1', 'breed-debug', /id 1/],
    ];
    for (const [path, testId, text] of pages) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toContainText(text);
    }
  });
});
