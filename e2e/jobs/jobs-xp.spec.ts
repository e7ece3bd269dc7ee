/** The job XP planner on the real game data (project "real"): jobs found through the API. */
import { expect, test, type APIRequestContext } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';

async function craftingJob(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/recipes?$limit=1&$sort[resultLevel]=1&resultLevel[$gte]=1');
  const { data } = (await answer.json()) as { data: { jobId: number }[] };
  expect(data[0], 'a recipe in the data').toBeDefined();
  return data[0].jobId;
}

test('@real plans a job from 1 to 100 and sends the plan to the workbench', async ({ page, request }) => {
  test.setTimeout(120_000);
  const job = await craftingJob(request);
  await page.goto(`/fr/tools/jobs-xp?job=${job}&to=100`);
  await waitForHydration(page);
  await expect(page.getByTestId('plan-levels')).toHaveText('Niveau 1 → 100');
  const steps = page.getByTestId('plan-step');
  expect(await steps.count()).toBeGreaterThan(1);
  // The chart draws once it is on screen (its place is kept until then).
  await page.getByTestId('plan-chart-box').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('plan-chart')).toBeVisible();

  await page.getByTestId('plan-send').click();
  await page.getByTestId('workbench-open').click();
  await expect(page.getByTestId('workbench-page')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('workbench-crafts').locator('tbody tr').first()).toBeVisible();
  expect(await page.getByTestId('workbench-crafts').locator('tbody tr').count()).toBeGreaterThan(1);
  await expect(page.getByTestId('workbench-shopping')).toBeVisible();
});

test('@real the planner keeps its settings in the URL and in this browser', async ({ page, request }) => {
  test.setTimeout(120_000);
  const job = await craftingJob(request);
  await page.goto(`/en/tools/jobs-xp?job=${job}`);
  await waitForHydration(page);
  await page.getByTestId('jobs-xp-from').fill('50');
  await page.getByTestId('jobs-xp-to').fill('60');
  await expect(page.getByTestId('plan-levels')).toHaveText('Level 50 → 60');
  const normalCrafts = (await page.getByTestId('plan-total').textContent())!;
  // Mantine's switch input is visually hidden under its track: forced.
  await page.getByTestId('jobs-xp-boosted').check({ force: true });
  await expect(page).toHaveURL(/boosted=1/);
  await expect(page).toHaveURL(/xp=24500/);
  await expect(page).toHaveURL(/to=60/);
  // A boosted server needs fewer crafts.
  await expect(page.getByTestId('plan-total')).not.toHaveText(normalCrafts);
  const boostedCrafts = await page.getByTestId('plan-total').textContent();
  expect(parseInt(boostedCrafts!, 10)).toBeLessThan(parseInt(normalCrafts, 10));

  // A bare address restores the last plan of this browser; the shared link gives the same plan.
  await page.goto('/en/tools/jobs-xp');
  await expect(page).toHaveURL(/job=\d+/);
  await expect(page.getByTestId('plan-levels')).toHaveText(/Level 50 → /);
  await expect(page.getByTestId('jobs-xp-boosted')).toBeChecked();
  const shared = await page.context().browser()!.newContext();
  const other = await shared.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('plan-total')).toHaveText(boostedCrafts!);
});
