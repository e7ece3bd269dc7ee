/**
 * The encyclopedia on the real game data (project "real": only when GAMEDATA_DIR is set). Ids are
 * found through the API rather than hard-coded, so a newer dump keeps these tests meaningful.
 */
import { expect, test, type APIRequestContext } from '../fixtures';
import { expectSortsByEveryKey, waitForHydration, type ListSpec } from '../creatures/helpers';

async function firstId(request: APIRequestContext, query: string): Promise<number> {
  const answer = await request.get(`/api/${query}`);
  expect(answer.ok(), query).toBe(true);
  const [first] = (await answer.json()).data as { id: number }[];
  expect(first, query).toBeDefined();
  return first.id;
}

const LISTS: ListSpec[] = [
  { path: '/fr/database/item-sets', row: 'set-row', name: 'set-link', keys: ['level', 'id', 'name'] },
  { path: '/fr/database/monsters', row: 'monster-row', name: 'monster-link', keys: ['level', 'id', 'name'] },
  { path: '/fr/database/dungeons', row: 'dungeon-row', name: 'dungeon-link', keys: ['level', 'id', 'name'] },
  { path: '/fr/database/challenges', row: 'challenge-row', name: 'challenge-name', keys: ['id', 'name'] },
  { path: '/fr/database/havenbags', row: 'havenbag-row', name: 'havenbag-link', keys: ['id', 'name'] },
  { path: '/fr/database/quests', row: 'quest-row', name: 'quest-link', keys: ['id', 'name'] },
];

test.describe('@real lists on the real data sort by every key, both ways', () => {
  for (const spec of LISTS) {
    test(`@real ${spec.path}`, async ({ page }) => {
      await page.goto(spec.path);
      await expect(page.getByTestId(spec.row).first()).toBeVisible();
      await waitForHydration(page);
      await expectSortsByEveryKey(page, spec);
    });
  }
});

test('@real a characteristic filter keeps only items meeting it', async ({ page, request }) => {
  await page.goto('/fr/database/objects?c=11,gte,400');
  const rows = page.getByTestId('item-row');
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));
  expect(ids.length).toBeGreaterThan(5);
  const answer = await request.get(`/api/items?${ids.map((id) => `id[$in][]=${id}`).join('&')}&$limit=50`);
  const items = (await answer.json()).data as {
    id: number;
    effects: { characteristic: number; from: number; to: number }[];
  }[];
  expect(items).toHaveLength(ids.length);
  for (const item of items) {
    const best = Math.max(
      ...item.effects.filter((e) => e.characteristic === 11).map((e) => Math.max(e.from, e.to)),
    );
    expect(best, `item ${item.id}`).toBeGreaterThanOrEqual(400);
  }
});

test('@real item → its set → another piece, with effects in English', async ({ page, request }) => {
  const itemId = await firstId(request, 'items?itemSetId[$gt]=0&level[$gte]=150&$sort[id]=1&$limit=1');
  await page.goto(`/en/database/object/${itemId}`);
  await expect(page.getByTestId('item-effects')).not.toContainText(/ à |Vitalité|Sagesse/);
  await waitForHydration(page);
  await page.getByTestId('item-set-link').click();
  await expect(page).toHaveURL(/\/en\/database\/item-sets\/\d+$/);
  await expect(page.getByTestId('set-piece-link').first()).toBeVisible();
  const piece = page.locator(`[data-testid="set-piece-link"]:not([href="/en/database/object/${itemId}"])`).first();
  const href = (await piece.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/database\/object\/\d+$/);
  await piece.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('item-name')).not.toBeEmpty();
});

test('@real item → dropping monster → back', async ({ page, request }) => {
  const itemId = await firstId(request, 'items?dropMonsterIds[$gt]=0&level[$gte]=20&$sort[id]=1&$limit=1');
  await page.goto(`/fr/database/object/${itemId}`);
  await waitForHydration(page);
  const link = page.getByTestId('drop-monster-link').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/fr\/database\/monster\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`[data-testid="monster-drop"][data-item-id="${itemId}"]`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/fr/database/object/${itemId}$`));
});

test('@real a recipe ingredient leads to its page', async ({ page, request }) => {
  const recipeId = await firstId(request, 'recipes?$sort[id]=1&$limit=1');
  await page.goto(`/fr/database/object/${recipeId}`);
  const ingredient = page.getByTestId('recipe-ingredient-link').first();
  const href = await ingredient.getAttribute('href');
  await ingredient.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('item-name')).not.toBeEmpty();
});

test('@real switching language on an item page keeps the item', async ({ page, request }) => {
  const itemId = await firstId(request, 'items?itemSetId[$gt]=0&$sort[id]=1&$limit=1');
  await page.goto(`/fr/database/object/${itemId}`);
  const french = await page.getByTestId('item-name').innerText();
  await waitForHydration(page);
  await page.getByTestId('lang-en').click();
  await expect(page).toHaveURL(new RegExp(`/en/database/object/${itemId}$`));
  await expect(page.getByTestId('item-name')).not.toHaveText(french);
});

test('@real database/breeds lists every class and offers one of the playable classes', async ({ page }) => {
  await page.goto('/fr/database/breeds');
  await expect(page.getByTestId('breed-card')).toHaveCount(19);
  const id = Number(await page.getByTestId('breed-featured').getAttribute('data-id'));
  expect([...Array.from({ length: 18 }, (_, i) => i + 1), 20]).toContain(id);
  await page.getByTestId('breed-featured-link').click();
  await expect(page.getByTestId('breed-name')).not.toBeEmpty();
});
