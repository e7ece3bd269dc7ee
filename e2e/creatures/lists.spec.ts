import { expect, test } from '../fixtures';
import { expectSortsByEveryKey, isSorted, readRows, waitForHydration, type ListSpec } from './helpers';

const LISTS: ListSpec[] = [
  { path: '/fr/database/monsters', row: 'monster-row', name: 'monster-link', keys: ['level', 'id', 'name'] },
  { path: '/fr/database/dungeons', row: 'dungeon-row', name: 'dungeon-link', keys: ['level', 'id', 'name'] },
  { path: '/fr/database/challenges', row: 'challenge-row', name: 'challenge-name', keys: ['id', 'name'] },
  { path: '/fr/database/havenbags', row: 'havenbag-row', name: 'havenbag-link', keys: ['id', 'name'] },
  { path: '/fr/database/item-sets', row: 'set-row', name: 'set-link', keys: ['level', 'id', 'name'] },
];

test.describe('creature lists sort by every key, both ways, from the controls', () => {
  for (const spec of LISTS) {
    test(spec.path, async ({ page }) => {
      await page.goto(spec.path);
      await expect(page.getByTestId(spec.row).first()).toBeVisible();
      expect(isSorted(await readRows(page, spec), spec.keys[0], 'asc')).toBe(true);
      await waitForHydration(page);
      await expectSortsByEveryKey(page, spec);
      // The sort lives in the URL: a reload shows the same order.
      await page.reload();
      expect(isSorted(await readRows(page, spec), spec.keys[spec.keys.length - 1], 'asc')).toBe(true);
    });
  }

  test('challenges and haven-bags do not offer a level sort', async ({ page }) => {
    await page.goto('/fr/database/challenges');
    await waitForHydration(page);
    await page.getByTestId('list-sort').click();
    await expect(page.getByRole('option', { name: 'Nom', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Niveau', exact: true })).toHaveCount(0);
  });
});

test.describe('monster list', () => {
  test('has a localized title and filters by name, level range (any grade) and race in the URL', async ({
    page,
  }) => {
    await page.goto('/en/database/monsters');
    await expect(page).toHaveTitle('Monsters — Grimoire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monsters');

    await page.goto('/fr/database/monsters?levelMin=100&levelMax=150');
    const ids = (await readRows(page, { row: 'monster-row', name: 'monster-link' })).map((row) => row.id);
    expect(ids.sort()).toEqual([107, 108, 109, 110, 111]);

    await page.goto('/fr/database/monsters');
    await waitForHydration(page);
    await page.getByTestId('monster-filter-name').fill('crapaudin');
    await page.getByTestId('monster-filter-apply').click();
    await expect(page).toHaveURL(/name=crapaudin/);
    await expect(page.getByTestId('monster-row')).toHaveCount(3);
    await page.goBack();
    await expect(page.getByTestId('monster-row')).toHaveCount(16);
    await expect(page.getByTestId('monster-filter-name')).toHaveValue('');
  });

  test('the race route lists that race and names it in the title', async ({ page }) => {
    await page.goto('/fr/database/monsters/race/11');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monstres : Broutards');
    await expect(page).toHaveTitle('Broutards — Monstres — Grimoire');
    const ids = (await readRows(page, { row: 'monster-row', name: 'monster-link' })).map((row) => row.id);
    expect(ids).toEqual([101, 102, 103, 104]);
    const missing = await page.goto('/fr/database/monsters/race/9999');
    expect(missing?.status()).toBe(404);
  });

  test('an empty search says what to change', async ({ page }) => {
    await page.goto('/en/database/monsters?name=zzzz');
    await expect(page.getByTestId('list-empty')).toContainText('No monster named “zzzz”');
  });

  test('@real a monster of the race -1 ("Non classés") links to a race page that lists it', async ({ page }) => {
    await page.goto('/fr/database/monster/667');
    await page.getByTestId('monster-race').click();
    await expect(page).toHaveURL(/\/fr\/database\/monsters\/race\/-1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monstres : Non classés');
    const ids = (await readRows(page, { row: 'monster-row', name: 'monster-link' })).map((row) => row.id);
    expect(ids).toContain(667);
    expect((await page.goto('/fr/database/monsters/race/-x'))?.status()).toBe(404);
    // No source names it in English: French, marked, in the heading and in the race column.
    await page.goto('/en/database/monsters/race/-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monsters: Non classés (FR)');
    await expect(page.getByTestId('monster-row').first()).toContainText('FR');
  });

  test('@real the monster list sorted by level descending is in order', async ({ page }) => {
    await page.goto('/fr/database/monsters?sort=level&order=desc');
    const rows = await readRows(page, { row: 'monster-row', name: 'monster-link' });
    expect(rows.length).toBeGreaterThan(10);
    expect(isSorted(rows, 'level', 'desc')).toBe(true);
  });
});

test.describe('simple lists', () => {
  test('dungeons search by name from the search box', async ({ page }) => {
    await page.goto('/fr/database/dungeons');
    await expect(page).toHaveTitle('Donjons — Grimoire');
    await waitForHydration(page);
    await page.getByTestId('name-search-input').fill('vent');
    await page.getByTestId('name-search-input').press('Enter');
    await expect(page).toHaveURL(/name=vent/);
    await expect(page.getByTestId('dungeon-row')).toHaveCount(1);
    await expect(page.getByTestId('dungeon-row')).toHaveAttribute('data-id', '3');
  });

  test('challenges show their description and search by name', async ({ page }) => {
    await page.goto('/en/database/challenges?name=heavy');
    await expect(page.getByTestId('challenge-row')).toHaveCount(1);
    await expect(page.getByTestId('challenge-row')).toContainText(
      'Allies must not use any MP during the fight.',
    );
    await page.goto('/en/database/challenges?name=zzzz');
    await expect(page.getByTestId('list-empty')).toContainText('No challenge matches “zzzz”');
  });
});
