import { expect, test } from '../fixtures';
import { watchHydration, waitForHydration } from './helpers';

test('a quest finished in one tab shows as finished in another, and unticking clears both', async ({ context }) => {
  const list = await context.newPage();
  const detail = await context.newPage();
  const problems = watchHydration(list);
  await list.goto('/fr/database/quests');
  await detail.goto('/fr/database/quest/501');
  await waitForHydration(list);
  await waitForHydration(detail);
  const detailToggle = detail.getByTestId('quest-finished');
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'false');

  const rowToggle = list.locator('[data-testid="quest-row"][data-id="501"]').getByTestId('quest-finished');
  await rowToggle.click();
  await expect(rowToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');

  await detailToggle.click();
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'false');
  await expect(rowToggle).toHaveAttribute('aria-pressed', 'false');

  // A reload renders unfinished on the server, then reads storage after hydration without warnings.
  await rowToggle.click();
  await list.reload();
  await expect(list.locator('[data-testid="quest-row"][data-id="501"]').getByTestId('quest-finished')).toHaveAttribute('aria-pressed', 'true');
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

test('finished achievements persist across reloads', async ({ page }) => {
  await page.goto('/en/database/achievements/2001');
  await waitForHydration(page);
  await page.getByTestId('achievement-finished').click();
  await page.reload();
  await expect(page.getByTestId('achievement-finished')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/database/achievements');
  await expect(page.locator('[data-testid="achievement-row"][data-id="2001"]').getByTestId('achievement-finished')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
