/**
 * The job XP planner's defects a player found (project "real"): the farmer planned with an item whose
 * XP ratio no source gives, boss-drop recipes, no way to swap a step, a silent 0 XP, a table wider
 * than a phone, and no word on where the numbers come from.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';

async function idOf(request: APIRequestContext, path: string, name: string): Promise<number> {
  const answer = await request.get(`/api/${path}?name.fr=${encodeURIComponent(name)}&$select[]=id`);
  const { data } = (await answer.json()) as { data: { id: number }[] };
  expect(data[0], `${name} in the data`).toBeDefined();
  return data[0].id;
}

/** The XP per craft and recipe level of each step, read from the table as a player reads it. */
async function stepRows(page: Page) {
  const rows = page.getByTestId('plan-step');
  const count = await rows.count();
  const read = [];
  for (let index = 0; index < count; index += 1) {
    const cells = rows.nth(index).locator('td');
    const recipe = (await cells.nth(1).innerText()).replace(/\s+/g, ' ');
    const level = Number(/(?:niveau|level) (\d+)/.exec(recipe)?.[1]);
    const xp = Number((await cells.nth(3).innerText()).replace(/\D/g, ''));
    read.push({ recipe, level, xp });
  }
  return read;
}

test.use({ viewport: { width: 390, height: 844 } });

test('@real the farmer plans with breads at about 1 × their level, never the flour of unknown ratio, and says why', async ({ page, request }) => {
  test.setTimeout(120_000);
  const farmer = await idOf(request, 'jobs', 'Paysan');
  await page.goto(`/fr/tools/jobs-xp?job=${farmer}&xp=24500&to=100`);
  await expect(page.getByTestId('plan-levels')).toHaveText('Niveau 50 → 100');
  const steps = await stepRows(page);
  expect(steps.length).toBeGreaterThan(1);
  for (const step of steps) {
    expect(step.recipe).not.toContain('Contraband Flour');
    // A gathering job's bread or treat earns its level × 5 % × 20 at most (the type's ratio), never 20 × level.
    expect(step.xp).toBeLessThanOrEqual(step.level);
  }
  await expect(page.getByTestId('jobs-xp-left-out-unknown')).toContainText('Contraband Flour (EN)');
  // The model and its sources are on the page: the farmer's types and their ratios, the XP table.
  const ratios = page.getByTestId('xp-model-ratios');
  await expect(ratios.locator('tr', { hasText: 'Pain' })).toContainText('5 %');
  await expect(ratios.locator('tr', { hasText: 'Poudre' })).toContainText('Inconnu');
  await expect(page.getByTestId('xp-model-table-source')).toContainText('dofuspourlesnoobs');
  await page.getByTestId('xp-model-table-toggle').click();
  const level100 = page.getByTestId('xp-model-table').locator('tbody tr').nth(99);
  await expect(level100.locator('td').first()).toHaveText('100');
  await expect(level100.locator('td').nth(1)).toHaveText(/^99\s000$/);
  await expect(level100.locator('td').nth(2)).toHaveText(/^2\s000$/);

  // Asked for, the unknown-ratio recipes come back, each marked as estimated.
  await page.getByTestId('jobs-xp-unknown').check({ force: true });
  await expect(page).toHaveURL(/unknown=1/);
  await expect(page.getByTestId('jobs-xp-left-out-unknown')).toHaveCount(0);
  await expect(page.getByTestId('plan-step').filter({ hasText: 'Contraband Flour' }).getByTestId('recipe-unknown-ratio')).toBeVisible();

  // The plan's table fits the phone: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const table = await page.getByTestId('plan-steps').boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(390);
});

test('@real a tailor plan leaves boss-drop recipes out unless asked, and a step can be swapped and restored', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tailor = await idOf(request, 'jobs', 'Tailleur');
  const crown = await idOf(request, 'items', 'Couronne du Roi Gelax');
  await page.goto(`/en/tools/jobs-xp?job=${tailor}&xp=${10 * 79 * 78}&to=90`);
  await expect(page.getByTestId('plan-levels')).toHaveText('Level 79 → 90');
  await expect(page.getByTestId('jobs-xp-left-out-boss')).toContainText('only bosses drop');
  await expect(page.getByTestId('plan-steps').locator(`a[href$="/object/${crown}"]`)).toHaveCount(0);
  await expect(page.getByTestId('recipe-boss-drops')).toHaveCount(0);

  // Swap the first step for the second best recipe at its level.
  const first = page.getByTestId('plan-step').first();
  const before = (await first.locator('td').nth(1).innerText()).split('\n')[0];
  await first.getByTestId('plan-step-swap').click();
  const picker = first.getByTestId('plan-step-swap-select');
  await picker.click();
  const option = page.getByRole('option').first();
  const chosen = (await option.innerText()).split(' (')[0];
  await option.click();
  await expect(page).toHaveURL(/swaps=79-\d+-\d+/);
  const swapped = page.locator('[data-testid="plan-step"][data-swapped="true"]');
  await expect(swapped).toHaveCount(1);
  await expect(swapped.locator('td').nth(1)).toContainText(chosen);
  expect(chosen).not.toBe(before);
  // The swap holds in the shared address, and "back to the plan's choice" restores it.
  await page.reload();
  await expect(page.locator('[data-testid="plan-step"][data-swapped="true"]')).toHaveCount(1);
  await page.getByTestId('plan-step-unswap').click();
  await expect(page.locator('[data-testid="plan-step"][data-swapped="true"]')).toHaveCount(0);
  await expect(page.getByTestId('plan-step').first().locator('td').nth(1)).toContainText(before);
  await expect(page).not.toHaveURL(/swaps=/);
});

test('@real a craft above the job level says why it gives 0 XP', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tailor = await idOf(request, 'jobs', 'Tailleur');
  const crown = await idOf(request, 'items', 'Couronne du Roi Gelax');
  await page.goto(`/fr/tools/jobs-xp?job=${tailor}&xp=${10 * 50 * 49}&to=60&crafts=${crown}x2`);
  await expect(page.getByTestId('my-crafts-level')).toContainText('Atteint le niveau 50');
  await expect(page.getByTestId('my-crafts-note')).toHaveText(/^0 XP : recette niveau 79, métier niveau 50\./);
});

test('@real a farmer from level 1 is told the levels no recipe gives XP for, what to harvest, and the plan goes on (en)', async ({ page, request }) => {
  const farmer = await idOf(request, 'jobs', 'Paysan');
  await page.goto(`/en/tools/jobs-xp?job=${farmer}&to=100`);
  await expect(page.getByTestId('plan-levels')).toHaveText('Level 1 → 100');
  await expect(page.getByTestId('plan-blocked')).toHaveCount(0);
  const gap = page.getByTestId('plan-gap');
  await expect(gap).toHaveCount(1);
  await expect(gap).toContainText('2 → 10');
  await expect(gap).toContainText('No recipe gives XP at these levels: the plan resumes at level 10.');
  await expect(gap.getByTestId('plan-harvest-hint')).toHaveText('This job also levels up by harvesting: Wheat (level 1). The data gives no XP per harvest.');
  await expect(gap.getByRole('link', { name: 'Wheat' })).toHaveAttribute('href', /\/en\/database\/object\/\d+$/);
  // The steps and the gap read in the order of their levels.
  const ranges = await page.locator('[data-testid=plan-step], [data-testid=plan-gap]').evaluateAll((rows) =>
    rows.map((row) => row.querySelector('td')?.textContent ?? ''),
  );
  expect(ranges.slice(0, 3)).toEqual(['1 → 2', '2 → 10', '10 → 20']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
