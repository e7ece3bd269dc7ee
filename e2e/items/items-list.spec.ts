import { expect, test, type Page } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';

/** Ids and levels of the rows on screen, in order. */
async function rows(page: Page) {
  const table = page.getByTestId('item-row');
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  await expect(table.first()).toBeVisible();
  return table.evaluateAll((elements) =>
    elements.map((el) => ({
      id: Number(el.getAttribute('data-id')),
      level: Number(el.getAttribute('data-level')),
    })),
  );
}
const isSorted = (values: number[], dir: 1 | -1) =>
  values.every((value, i) => i === 0 || dir * (value - values[i - 1]) >= 0);

test.describe('item lists', () => {
  test('every list route answers with rows and a localized title', async ({ page }) => {
    await page.goto('/fr/database/objects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objets');
    await expect(page).toHaveTitle('Objets — Grimoire');
    expect((await rows(page)).length).toBeGreaterThan(10);

    await page.goto('/fr/database/objects/type/16');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objets : Chapeau');
    expect((await rows(page)).map((row) => row.id).sort()).toEqual([401, 402, 403, 404]);

    await page.goto('/en/database/objects/supertype/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Items: Weapon');
    await expect(page).toHaveTitle('Weapon — Items — Grimoire');
    expect((await rows(page)).length).toBeGreaterThan(3);

    await page.goto('/fr/database/item-sets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panoplies');
    await expect(page.getByTestId('set-row')).toHaveCount(3);
  });

  test('an unknown type is a localized 404', async ({ page }) => {
    const response = await page.goto('/fr/database/objects/type/99999');
    expect(response?.status()).toBe(404);
  });

  test('a page past the end is an empty list and a page the API cannot reach is a 404, never a 500', async ({ page }) => {
    const past = await page.goto('/fr/database/objects?page=500');
    expect(past?.status()).toBe(200);
    await expect(page.getByTestId('item-row')).toHaveCount(0);
    for (const url of ['/fr/database/objects?page=99999', '/en/database/monsters?page=99999999', '/fr/database/quests?page=1e30']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
  });

  test('sorts by level, id and name, both ways, from the controls', async ({ page }) => {
    await page.goto('/fr/database/objects');
    expect(
      isSorted(
        (await rows(page)).map((row) => row.level),
        1,
      ),
    ).toBe(true);

    const firstLevel = () => page.getByTestId('item-row').first().getAttribute('data-level');
    const lowest = await firstLevel();
    await page.getByTestId('list-order').getByText('Décroissant').click();
    await expect(page).toHaveURL(/order=desc/);
    // The new rows are rendered once the first row is no longer the lowest level.
    await expect.poll(firstLevel, { timeout: 20_000 }).not.toBe(lowest);
    expect(
      isSorted(
        (await rows(page)).map((row) => row.level),
        -1,
      ),
    ).toBe(true);

    for (const [order, dir] of [
      ['asc', 1],
      ['desc', -1],
    ] as const) {
      await page.goto(`/fr/database/objects?sort=id&order=${order}`);
      expect(
        isSorted(
          (await rows(page)).map((row) => row.id),
          dir,
        ),
      ).toBe(true);
    }

    const collator = new Intl.Collator('fr', { sensitivity: 'variant', numeric: true });
    for (const [order, dir] of [
      ['asc', 1],
      ['desc', -1],
    ] as const) {
      await page.goto(`/fr/database/objects?sort=name&order=${order}`);
      const names = (await page.getByTestId('item-link').allInnerTexts())
        .slice(0, 10)
        .map((name) => name.trim());
      expect(names.every((name, i) => i === 0 || dir * collator.compare(name, names[i - 1]) >= 0)).toBe(true);
    }
  });

  test('Enter in the home search box opens the search page of every kind, its URL holding the search', async ({ page }) => {
    await page.goto('/fr');
    await page.getByTestId('home-search').fill('broutard');
    await page.getByTestId('home-search').press('Enter');
    await expect(page).toHaveURL(/\/fr\/search\?q=broutard$/);
    await expect(page.getByTestId('search-page-input')).toHaveValue('broutard');
    await expect(page.getByTestId('search-page-group-items')).toBeVisible();
    await expect(page.getByTestId('search-page-group-monsters')).toContainText('Bélier Broutard');
    // A typo is forgiven, and a page with nothing to show says so.
    await page.goto('/fr/search?q=broutrad');
    await expect(page.getByTestId('search-page-group-monsters')).toContainText('Bélier Broutard');
    await page.goto('/en/search?q=zzzzqqq');
    await expect(page.getByTestId('search-page-empty')).toBeVisible();
  });

  test('the home search box suggests monsters, dungeons and items as you type, accents optional', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('home-search').fill('grazer queen');
    const results = page.getByTestId('home-search-results');
    await expect(results.getByTestId('home-search-group-monsters')).toContainText('Grazer Queen');
    await expect(results.getByTestId('home-search-group-dungeons')).toContainText('Grazer Queen');
    await page.goto('/fr');
    await waitForHydration(page);
    await page.getByTestId('home-search').fill('belier broutard');
    await results.getByTestId('home-search-group-monsters').getByText('Bélier Broutard').click();
    await expect(page).toHaveURL(/\/fr\/database\/monster\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bélier Broutard');
  });

  test('the level slider filters by keyboard and by dragging, and keeps the range in the URL', async ({ page }) => {
    await page.goto('/en/database/objects?levelMin=20&levelMax=150');
    const slider = page.getByTestId('item-filter-levels');
    const lowest = slider.getByRole('slider', { name: 'Minimum level' });
    await expect(lowest).toHaveAttribute('aria-valuenow', '20');
    await expect(slider.getByRole('slider', { name: 'Maximum level' })).toHaveAttribute('aria-valuenow', '150');
    // Arrows move a thumb by one level.
    await lowest.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/levelMin=21&levelMax=150/);
    await expect.poll(async () => (await rows(page)).every((row) => row.level >= 21 && row.level <= 150)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/levelMin=19&levelMax=150/);
    // A drag of the maximum thumb to the track's end lifts the top of the range to 200.
    const box = (await slider.boundingBox())!;
    const highest = slider.getByRole('slider', { name: 'Maximum level' });
    const thumb = (await highest.boundingBox())!;
    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 20, thumb.y + thumb.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page).toHaveURL(/levelMin=19(?!&levelMax)/);
    await expect(highest).toHaveAttribute('aria-valuenow', '200');
  });

  test('an empty result says which filter to change', async ({ page }) => {
    await page.goto('/en/database/objects?name=zzzzzz');
    await expect(page.getByTestId('list-empty')).toContainText('No item name contains “zzzzzz”');
  });

  test('a characteristic filter keeps only items meeting it', async ({ page, request }) => {
    await page.goto('/fr/database/objects');
    await waitForHydration(page);
    await page.getByTestId('characteristic-filter-add').click();
    await page.getByTestId('characteristic-filter-value').fill('200');
    await page.getByTestId('item-filter-apply').click();
    await expect(page).toHaveURL(/c=11%2Cgte%2C200/);
    await expect(page.getByTestId('characteristic-filter-row')).toHaveCount(1);
    await expect(page.getByTestId('list-total')).not.toHaveText(/^56 /, { timeout: 20_000 });
    const ids = (await rows(page)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(2);
    const answer = await request.get(`/api/items?${ids.map((id) => `id[$in][]=${id}`).join('&')}&$limit=50`);
    const items = (await answer.json()).data as {
      id: number;
      effects: { characteristic: number; to: number }[];
    }[];
    expect(items).toHaveLength(ids.length);
    for (const item of items) {
      expect(
        item.effects.some((effect) => effect.characteristic === 11 && effect.to >= 200),
        `item ${item.id}`,
      ).toBe(true);
    }
  });

  test('two characteristic rows must both hold', async ({ page }) => {
    await page.goto('/fr/database/objects?c=11,gte,100&c=15,gte,41');
    const ids = (await rows(page)).map((row) => row.id).sort();
    expect(ids).toEqual(expect.arrayContaining([403, 423, 452, 504]));
    expect(ids).not.toContain(404);
  });

  test('sets filter by slots (a set must hold an item of each type), name and level', async ({ page }) => {
    const setIds = () =>
      page.getByTestId('set-row').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));
    await page.goto('/fr/database/item-sets?slots=9');
    await expect(page.getByTestId('set-row')).toHaveCount(2);
    expect((await setIds()).sort()).toEqual([1, 3]);
    await page.goto('/fr/database/item-sets?slots=9,82');
    await expect(page.getByTestId('set-row')).toHaveCount(1);
    expect(await setIds()).toEqual([3]);
    await page.goto('/en/database/item-sets?name=toadling&levelMin=100');
    expect(await setIds()).toEqual([2]);
    await page.goto('/en/database/item-sets?slots=23');
    await expect(page.getByTestId('list-empty')).toContainText('remove a slot');
  });

  test('@real lists sort by level and id both ways', async ({ page }) => {
    for (const [order, dir] of [
      ['asc', 1],
      ['desc', -1],
    ] as const) {
      await page.goto(`/fr/database/objects?sort=level&order=${order}`);
      const levels = (await rows(page)).map((row) => row.level);
      expect(levels).toHaveLength(50);
      expect(isSorted(levels, dir)).toBe(true);
      await page.goto(`/en/database/objects?sort=id&order=${order}`);
      expect(
        isSorted(
          (await rows(page)).map((row) => row.id),
          dir,
        ),
      ).toBe(true);
    }
    await page.goto('/fr/database/item-sets?sort=level&order=desc');
    const setLevels = await page
      .getByTestId('set-row')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-level'))));
    expect(setLevels.length).toBeGreaterThan(10);
    expect(isSorted(setLevels, -1)).toBe(true);
  });
});
