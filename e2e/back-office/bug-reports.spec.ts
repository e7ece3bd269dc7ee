import { expect, test } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';
import { signInStaff } from '../map/helpers';

/** A scanner's probes, all alike but for a number: the queue's filters find them, one action handles them. */
const probe = (n: number, run: string) => ({
  title: `<img src=x onerror=alert(${n})> ${run}`,
  description: `' OR 1=1 -- probe ${n} of a scanner (${run})`,
  page: '/fr/database/objects',
});

test('a moderator marks ten spam reports as spam in one action, and can undo it', async ({ page, context, playwright, baseURL }) => {
  const run = `run${Date.now().toString(36)}`;
  // Guests send the probes (a request context of its own: no session).
  const guest = await playwright.request.newContext({ baseURL });
  for (let n = 1; n <= 10; n++) expect((await guest.post('/api/bug-reports', { data: probe(n, run) })).status()).toBe(201);
  expect(
    (await guest.post('/api/bug-reports', { data: { title: `A real bug ${run}`, description: 'The almanax shows the wrong day.', page: '/fr/almanax' } })).status(),
  ).toBe(201);
  await guest.dispose();

  await signInStaff(page, context, 'moderator');
  await page.goto('/fr/back');
  await page.getByTestId('back-link-bug-reports').click();
  await expect(page).toHaveURL(/\/fr\/back\/bug-reports$/);
  await waitForHydration(page);
  await page.getByTestId('queue-search').fill(run);
  await page.getByTestId('queue-filter').click();
  await expect(page).toHaveURL(new RegExp(`q=${run}`));
  await expect(page.getByTestId('queue-total')).toHaveText('11 signalements');
  // The probes' markup is shown as text, never run.
  await expect(page.getByTestId('bug-report-row').filter({ hasText: `<img src=x onerror=alert(1)> ${run}` })).toHaveCount(1);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // A shared link holds the view: the probes only (their description names the run in brackets).
  await page.goto(`/fr/back/bug-reports?q=${encodeURIComponent(`(${run})`)}`);
  await waitForHydration(page);
  await expect(page.getByTestId('queue-total')).toHaveText('10 signalements');
  await page.getByTestId('queue-select-page').check();
  await expect(page.getByTestId('queue-bulk')).toContainText('10 sélectionnés');
  await page.getByTestId('queue-action-spam').click();
  await expect(page.getByTestId('queue-outcome')).toHaveText(/10 signalements classés en spam\./);
  await expect(page.getByTestId('queue-empty')).toBeVisible();

  // The spam view holds them; the undo puts them back in the open queue.
  await page.getByTestId('queue-undo').click();
  await expect(page.getByTestId('queue-outcome')).toContainText('La modification a été annulée.');
  await expect(page.getByTestId('queue-total')).toHaveText('10 signalements');

  // Deleting asks first.
  await page.getByTestId('queue-select-page').check();
  await page.getByTestId('queue-action-delete').click();
  await expect(page.getByRole('dialog')).toContainText('Supprimer définitivement ces 10 signalements ?');
  await page.getByTestId('queue-confirm').click();
  await expect(page.getByTestId('queue-outcome')).toHaveText(/10 signalements supprimés\./);
  await expect(page.getByTestId('queue-empty')).toBeVisible();
});

test('the queue in English on a phone, with a report grouped with its duplicates', async ({ page, context, playwright, baseURL }) => {
  const run = `dup${Date.now().toString(36)}`;
  const guest = await playwright.request.newContext({ baseURL });
  for (const title of [`Wrong set bonus ${run}`, `wrong SET bonus ${run}!`, `Wrong set bonus ${run}`])
    await guest.post('/api/bug-reports', { data: { title, description: 'The set bonus at 3 items is wrong.', page: '/en/database/item-sets/1' } });
  await guest.dispose();
  await signInStaff(page, context, 'moderator');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/en/back/bug-reports?q=${run}&grouped=1`);
  await expect(page.getByTestId('queue-total')).toHaveText('1 group of reports');
  await expect(page.getByTestId('bug-report-row')).toHaveCount(1);
  await expect(page.getByTestId('bug-report-row')).toContainText('×3');
  await expect(page.getByTestId('bug-report-row')).toContainText('guest');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
