import { expect, test } from '../fixtures';
import { isSortedByName, isSortedNumbers, rowNumbers } from './helpers';

type Order = 'asc' | 'desc';
const ORDERS: Order[] = ['asc', 'desc'];

/** Demo world: first quest ids per sort key and order. */
const QUEST_FIRST: Record<'level' | 'id', Record<Order, number>> = {
  level: { asc: 512, desc: 507 },
  id: { asc: 501, desc: 513 },
};
const ACHIEVEMENT_FIRST: Record<'level' | 'id', Record<Order, number>> = {
  level: { asc: 2014, desc: 2003 },
  id: { asc: 2001, desc: 2014 },
};

test.describe('quests list', () => {
  for (const order of ORDERS) {
    for (const key of ['level', 'id'] as const) {
      test(`sorts by ${key} ${order}`, async ({ page }) => {
        await page.goto(`/fr/database/quests?sort=${key}&order=${order}`);
        const rows = page.getByTestId('quest-row');
        await expect(rows.first()).toHaveAttribute('data-id', String(QUEST_FIRST[key][order]));
        expect(isSortedNumbers(await rowNumbers(rows, key === 'level' ? 'data-level' : 'data-id'), order)).toBe(true);
      });
    }
    test(`sorts by name ${order}`, async ({ page }) => {
      await page.goto(`/en/database/quests?sort=name&order=${order}`);
      const names = await page.getByTestId('quest-link').allInnerTexts();
      expect(names.length).toBe(13);
      expect(isSortedByName(names, 'en', order)).toBe(true);
    });
  }

  test('the sort controls update the URL and the rows', async ({ page }) => {
    await page.goto('/fr/database/quests');
    await expect(page).toHaveTitle('Quêtes — Grimoire');
    await expect(page.getByTestId('quest-row').first()).toHaveAttribute('data-id', '512');
    await page.getByTestId('list-order').getByText('Décroissant').click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(page.getByTestId('quest-row').first()).toHaveAttribute('data-id', '507');
  });

  test('filters by name, level range and category from the URL', async ({ page }) => {
    await page.goto('/fr/database/quests?name=laine');
    await expect(page.getByTestId('quest-row')).toHaveCount(1);
    await expect(page.getByTestId('quest-link')).toHaveText('La laine qui manquait');
    await page.goto('/fr/database/quests?levelMin=100&levelMax=200');
    expect(await rowNumbers(page.getByTestId('quest-row'), 'data-id')).toEqual([506, 507]);
    await page.goto('/fr/database/quests?category=3');
    expect((await rowNumbers(page.getByTestId('quest-row'), 'data-id')).sort()).toEqual([509, 510, 511]);
    await page.goto('/fr/database/quests?name=zzzz');
    await expect(page.getByTestId('list-empty')).toContainText('zzzz');
  });

  test('a category page lists its quests and links the other categories', async ({ page }) => {
    await page.goto('/en/database/quests/category/2?sort=level&order=desc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dungeons');
    await expect(page).toHaveTitle('Dungeons — Quests — Grimoire');
    expect(await rowNumbers(page.getByTestId('quest-row'), 'data-id')).toEqual([507, 506, 508, 505]);
    await page.getByTestId('quest-category-link').filter({ hasText: 'Pilgrimages' }).click();
    await expect(page).toHaveURL(/\/en\/database\/quests\/category\/4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pilgrimages');
    await expect(page.getByTestId('quest-row')).toHaveCount(2);
    expect((await rowNumbers(page.getByTestId('quest-row'), 'data-id')).sort()).toEqual([512, 513]);
  });

  test('an unknown category is a 404', async ({ page }) => {
    const response = await page.goto('/fr/database/quests/category/999');
    expect(response?.status()).toBe(404);
  });
});

test.describe('achievements list', () => {
  for (const order of ORDERS) {
    for (const key of ['level', 'id'] as const) {
      test(`sorts by ${key} ${order}`, async ({ page }) => {
        await page.goto(`/fr/database/achievements?sort=${key}&order=${order}`);
        const rows = page.getByTestId('achievement-row');
        await expect(rows.first()).toHaveAttribute('data-id', String(ACHIEVEMENT_FIRST[key][order]));
        expect(isSortedNumbers(await rowNumbers(rows, key === 'level' ? 'data-level' : 'data-id'), order)).toBe(true);
      });
    }
    test(`sorts by name ${order}`, async ({ page }) => {
      await page.goto(`/fr/database/achievements?sort=name&order=${order}`);
      const names = await page.getByTestId('achievement-link').allInnerTexts();
      expect(names.length).toBe(14);
      expect(isSortedByName(names, 'fr', order)).toBe(true);
    });
  }

  test('the category tree navigates; a root category holds its children’s achievements', async ({ page }) => {
    await page.goto('/fr/database/achievements');
    const tree = page.getByTestId('achievement-categories');
    await expect(tree.getByTestId('achievement-category-link')).toHaveCount(9);
    await tree.getByText('Monstres').click();
    await expect(page).toHaveURL(/\/fr\/database\/achievements\/category\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monstres');
    await expect(page.getByTestId('achievement-row')).toHaveCount(5);
    expect((await rowNumbers(page.getByTestId('achievement-row'), 'data-id')).sort()).toEqual([2009, 2010, 2011, 2012, 2013]);
    await page.getByTestId('achievement-categories').getByText('Chasse', { exact: true }).click();
    await expect(page).toHaveURL(/category\/32$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chasse');
    await expect(page.getByTestId('achievement-row')).toHaveCount(2);
    expect((await rowNumbers(page.getByTestId('achievement-row'), 'data-id')).sort()).toEqual([2012, 2013]);
  });

  test('the achievement page shows description, points, objectives and rewards', async ({ page }) => {
    await page.goto('/en/database/achievements/2012');
    await expect(page).toHaveTitle('Wool Collector — Achievement — Grimoire');
    await expect(page.getByTestId('achievement-description')).toHaveText('Defeat every Grazer.');
    await expect(page.getByTestId('achievement-points')).toHaveText('15 points');
    await expect(page.getByTestId('achievement-objectives').getByRole('listitem')).toHaveCount(3);
    // Level 25, kamas ratio 1.5: floor((25² + 20·25 − 20) × 1.5) at the achievement level, then at 40.
    await expect(page.getByTestId('reward-kamas').locator('[data-value]')).toHaveAttribute('data-value', String(Math.floor((25 * 25 + 20 * 25 - 20) * 1.5)));
    await page.goto('/en/database/achievements/2012?level=40');
    await expect(page.getByTestId('achievement-reward-level')).toHaveText('Computed for level 40');
    const fixedXp = (l: number) => Math.floor(((l * (100 + 2 * l) ** 2) / 20) * 3);
    await expect(page.getByTestId('reward-xp').locator('[data-value]')).toHaveAttribute('data-value', String(Math.floor(0.3 * fixedXp(25) + 0.7 * fixedXp(37))));
    await page.goto('/en/database/achievements/2010');
    await expect(page.getByTestId('reward-item')).toHaveAttribute('data-quantity', '5');
    await expect(page.getByTestId('achievement-category-path')).toContainText('Dungeons');
  });
});

test.describe('temporis dex sorting', () => {
  for (const order of ORDERS) {
    test(`sorts by id and name ${order}`, async ({ page }) => {
      await page.goto(`/fr/temporis?sort=id&order=${order}`);
      const cards = page.getByTestId('modster-card');
      await expect(cards.first()).toHaveAttribute('data-id', order === 'asc' ? '1' : '14');
      await page.goto(`/fr/temporis?sort=name&order=${order}`);
      const names = await page.getByTestId('modster-name').allInnerTexts();
      expect(names.length).toBe(14);
      expect(isSortedByName(names, 'fr', order)).toBe(true);
    });
  }
});

test('@real the quest list sorted by level desc starts with the highest levels', async ({ page }) => {
  await page.goto('/fr/database/quests?sort=level&order=desc');
  const rows = page.getByTestId('quest-row');
  await expect(rows.first()).toBeVisible();
  const levels = await rowNumbers(rows, 'data-level');
  expect(levels.length).toBe(50);
  expect(isSortedNumbers(levels, 'desc')).toBe(true);
  const firstIds = await rowNumbers(rows, 'data-id');
  await page.getByTestId('list-pagination').getByRole('link', { name: '2' }).first().click();
  await expect(page).toHaveURL(/page=2/);
  // The URL changes first; wait for the second page's rows to replace the first page's.
  await expect(rows.first()).not.toHaveAttribute('data-id', String(firstIds[0]));
  await expect(rows.first()).toBeVisible();
  const next = await rowNumbers(rows, 'data-level');
  expect(next.length).toBeGreaterThan(0);
  expect(next[0]).toBeLessThanOrEqual(levels[levels.length - 1]);
});
