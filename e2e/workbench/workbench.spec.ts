/**
 * The workbench on the real game data: ids are found through the API (a recipe whose ingredient is
 * itself crafted, a craftable hat), so a newer dump keeps these tests meaningful.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { signUpViaApi } from '../accounts/helpers';
import { waitForHydration } from '../creatures/helpers';

interface Recipe {
  resultId: number;
  ingredientIds: number[];
  quantities: number[];
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/${path}`);
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

/** A recipe with at least one craftable ingredient (a two-level tree at least). */
async function nestedRecipe(request: APIRequestContext): Promise<{ recipe: Recipe; sub: Recipe }> {
  for (let skip = 0; skip < 500; skip += 50) {
    const { data } = await json<{ data: Recipe[] }>(request, `recipes?$limit=50&$skip=${skip}&$sort[resultId]=1`);
    const ingredients = [...new Set(data.flatMap((r) => r.ingredientIds))];
    const subs = await json<{ data: Recipe[] }>(request, `recipes?$limit=50&${ingredients.slice(0, 400).map((id) => `resultId[$in][]=${id}`).join('&')}`);
    const sub = subs.data[0];
    const recipe = sub && data.find((r) => r.ingredientIds.includes(sub.resultId));
    if (recipe) return { recipe, sub };
  }
  throw new Error('no recipe with a craftable ingredient in the data');
}

async function openWorkbench(page: Page, lang: 'fr' | 'en') {
  await page.goto(`/${lang}/tools/workbenchs`);
  await expect(page.getByTestId('workbench-page')).toHaveAttribute('data-ready', 'true');
}

async function addFromItemPage(page: Page, lang: 'fr' | 'en', itemId: number, quantity: number) {
  await page.goto(`/${lang}/database/object/${itemId}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-workbench-quantity').fill(String(quantity));
  await page.getByTestId('add-to-workbench').click();
  await expect(page.getByTestId('workbench-open')).toBeVisible();
}

test('@real item page → add to workbench → recipe tree, shopping list and held quantities', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { recipe, sub } = await nestedRecipe(request);
  await addFromItemPage(page, 'fr', recipe.resultId, 2);
  await page.getByTestId('workbench-open').click();
  await expect(page).toHaveURL(/\/fr\/tools\/workbenchs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Établi');
  await expect(page.getByTestId(`craft-${recipe.resultId}`).getByTestId('craft-quantity')).toHaveValue('2');

  // The craftable ingredient unfolds into its own recipe, with 2 × its quantity.
  const subNode = page.getByTestId('workbench-tree').getByTestId(`tree-node-${sub.resultId}`).first();
  await expect(subNode).toBeVisible();
  const perCraft = recipe.quantities[recipe.ingredientIds.indexOf(sub.resultId)];
  await expect(subNode.getByText(`${2 * perCraft} ×`).first()).toBeVisible();
  await expect(subNode.getByTestId(`tree-node-${sub.ingredientIds[0]}`).first()).toBeVisible();

  // Shopping list: raw resources, not the intermediate item; holding everything of one leaves 0 missing.
  const shopping = page.getByTestId('workbench-shopping');
  await expect(shopping.getByTestId(`shopping-${sub.resultId}`)).toHaveCount(0);
  const firstRow = shopping.locator('tbody tr').first();
  const needed = (await firstRow.getByTestId('shopping-needed').textContent())!.replace(/\D/g, '');
  await firstRow.getByTestId('shopping-held').fill(needed);
  await expect(firstRow.getByTestId('shopping-missing')).toHaveText('0');

  // Folding the sub-recipe buys the intermediate item instead.
  await subNode.getByTestId('tree-toggle').first().click();
  await expect(shopping.getByTestId(`shopping-${sub.resultId}`)).toBeVisible();

  // Adding the same item again merges the quantity; all of it survives a reload.
  await addFromItemPage(page, 'fr', recipe.resultId, 1);
  await openWorkbench(page, 'fr');
  await expect(page.getByTestId(`craft-${recipe.resultId}`).getByTestId('craft-quantity')).toHaveValue('3');
  await expect(page.getByTestId('workbench-crafts').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('workbench-shopping').getByTestId(`shopping-${sub.resultId}`)).toBeVisible();

  // Deleting a guest workbench resets it to the empty private default (spec §4).
  await page.getByTestId('workbench-name').fill('Ferme');
  await page.getByTestId('workbench-delete').click();
  await page.getByTestId('workbench-delete-confirm').click();
  await expect(page.getByTestId('workbench-empty')).toBeVisible();
  await expect(page.getByTestId('workbench-name')).toHaveValue('Établi');
});

test('@real a guest workbench survives sign-in and is then saved to the account', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { recipe } = await nestedRecipe(request);
  await addFromItemPage(page, 'en', recipe.resultId, 4);
  await openWorkbench(page, 'en');
  await expect(page.getByTestId('workbench-guest')).toBeVisible();

  await signUpViaApi(page, context);
  await openWorkbench(page, 'en');
  await expect(page.getByTestId('workbench-leftover')).toBeVisible();
  await page.getByTestId('workbench-leftover-save').click();
  await expect(page.getByTestId('workbench-leftover')).toHaveCount(0);
  await expect(page.getByTestId(`craft-${recipe.resultId}`).getByTestId('craft-quantity')).toHaveValue('4');
  await expect(page.getByTestId('workbench-select')).toHaveValue('Workbench');

  // It lives on the server now: another browser signed in as the same user sees it.
  await page.evaluate(() => window.localStorage.clear());
  await openWorkbench(page, 'en');
  await expect(page.getByTestId(`craft-${recipe.resultId}`).getByTestId('craft-quantity')).toHaveValue('4');

  // Sharing it unlisted gives a link a guest can open read-only and copy.
  await page.getByTestId('workbench-sharing').click();
  // Saved once typing settles (600 ms): wait for that save before a guest opens the link.
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/workbench/'));
  await page.getByRole('option', { name: 'Unlisted (link only)' }).click();
  expect((await saved).status()).toBe(200);
  const link = await page.getByTestId('workbench-link').inputValue();
  expect(link).toMatch(/\/en\/tools\/workbenchs\/[\w-]{22}$/);
  await expect(page.getByTestId('workbench-save-state')).toHaveCount(0, { timeout: 10_000 });
  const guest = await (await page.context().browser()!.newContext()).newPage();
  await guest.goto(link);
  await expect(guest.getByTestId('shared-workbench')).toBeVisible();
  await expect(guest.getByTestId(`craft-${recipe.resultId}`)).toContainText('4');
});

test('@real a stuff → “Craft this build” puts its craftable items on the workbench', async ({ page, request }) => {
  test.setTimeout(120_000);
  const hats = await json<{ data: { id: number }[] }>(request, 'items?typeId=16&$limit=50&$select[]=id&$sort[level]=1');
  const crafted = await json<{ data: Recipe[] }>(request, `recipes?${hats.data.map((h) => `resultId[$in][]=${h.id}`).join('&')}`);
  const hatId = crafted.data[0]?.resultId;
  expect(hatId, 'a craftable hat').toBeDefined();
  const breed = (await json<{ data: { id: number }[] }>(request, 'breeds?$limit=1')).data[0].id;
  const created = await request.post('/api/stuffs', {
    data: { level: 200, items: { helmet: hatId }, breed, title: 'Craftable hat', sharing: 'public' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/en/tools/stuff/${id}`);
  await expect(page.getByTestId('stuff-view')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('craft-build').click();
  await expect(page.getByTestId('workbench-open')).toBeVisible();
  await openWorkbench(page, 'en');
  await expect(page.getByTestId(`craft-${hatId}`).getByTestId('craft-quantity')).toHaveValue('1');
  await expect(page.getByTestId('workbench-jobs').locator('[data-testid^="job-"]').first()).toBeVisible();
});

test('@real a folded Gobball Headgear says where to get it: its dropper and the sub-areas it lives in, as harvests do', async ({ page, request }) => {
  test.setTimeout(120_000);
  const hat = (await json<{ data: { id: number; dropMonsterIds: number[] }[] }>(request, `items?name.fr=${encodeURIComponent('Coiffe du Bouftou')}&$select[]=id&$select[]=dropMonsterIds`)).data[0];
  expect(hat?.dropMonsterIds.length, 'a dropper of the Gobball Headgear').toBeGreaterThan(0);
  const parent = (await json<{ data: Recipe[] }>(request, `recipes?ingredientIds=${hat.id}&$limit=1`)).data[0];
  expect(parent, 'a recipe using the Gobball Headgear').toBeDefined();
  const dropper = (await json<{ data: { name: { en: string } }[] }>(request, `monsters?id=${hat.dropMonsterIds[0]}&$select[]=name`)).data[0];

  await addFromItemPage(page, 'en', parent.resultId, 1);
  await openWorkbench(page, 'en');
  const node = page.getByTestId('workbench-tree').getByTestId(`tree-node-${hat.id}`).first();
  await node.getByTestId('tree-toggle').first().click();
  const line = page.getByTestId('workbench-shopping').getByTestId(`shopping-${hat.id}`);
  await expect(line).toBeVisible();
  await expect(line).not.toContainText('No known dropper');
  await expect(line.getByTestId('source-dropper').first()).toContainText(dropper.name.en);
  // Where the dropper lives, each place a link to the map (the desktop's column; a phone shows them under the name).
  const places = line.locator('[data-testid="source-dropper-places"]:visible').first();
  await expect(places.getByRole('link').first()).toHaveAttribute('href', /\/en\/tools\/map\?subArea=\d+$/);

  // A harvested resource names the sub-areas it grows in too (wheat, in a farmer's recipe).
  const wheat = (await json<{ data: { id: number }[] }>(request, `items?name.fr=${encodeURIComponent('Blé')}&$select[]=id`)).data[0];
  const bread = (await json<{ data: Recipe[] }>(request, `recipes?ingredientIds=${wheat.id}&$limit=1`)).data[0];
  await addFromItemPage(page, 'en', bread.resultId, 1);
  await openWorkbench(page, 'en');
  const wheatLine = page.getByTestId('workbench-shopping').getByTestId(`shopping-${wheat.id}`);
  await expect(wheatLine.locator('[data-testid="source-harvest"]:visible')).toContainText('Farmer');
  await expect(wheatLine.locator('[data-testid="source-harvest-places"]:visible a').first()).toHaveAttribute('href', /subArea=\d+$/);
});

test('@real a player with two workbenches picks the one an item goes to', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { recipe } = await nestedRecipe(request);
  const { token } = await signUpViaApi(page, context);
  const headers = { Authorization: `Bearer ${token}` };
  for (const name of ['Hats', 'Farm']) {
    const created = await page.request.post('/api/workbench', { headers, data: { name, shared: 'private', items: [], currentQuantities: [], hiddenSubRecipes: [] } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto(`/en/database/object/${recipe.resultId}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-workbench').click();
  const picker = page.getByRole('dialog', { name: 'Add to which workbench?' });
  await expect(picker.getByTestId('workbench-picker-target')).toHaveCount(2);
  await expect(picker.getByTestId('workbench-picker-new')).toBeVisible();
  await picker.getByTestId('workbench-picker-target').filter({ hasText: 'Farm' }).click();
  await expect(page.getByText('Workbench: “Farm”.')).toBeVisible();

  // It went to "Farm" only, which is now the current workbench.
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  const list = await (await page.request.get(`/api/workbench?userId=${userId}`, { headers })).json();
  const byName = Object.fromEntries((list.data as { name: string; items: { itemId: number }[] }[]).map((w) => [w.name, w.items.map((i) => i.itemId)]));
  expect(byName).toEqual({ Hats: [], Farm: [recipe.resultId] });
  await page.getByTestId('workbench-open').click();
  await expect(page.getByTestId('workbench-select')).toHaveValue('Farm');
});
