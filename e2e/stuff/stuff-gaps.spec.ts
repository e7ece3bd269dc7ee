import { expect, test } from '../fixtures';
import { signUpViaApi } from '../accounts/helpers';

test.describe('stuff builder gaps (demo world)', () => {
  test('the picker shows main lines; a bow with a shield is flagged', async ({ page }) => {
    await page.goto('/en/tools/stuff/creator');
    await expect(page.getByTestId('stuff-editor')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('slot-weapon').getByRole('button').first().click();
    const picker = page.getByRole('dialog');
    await picker.getByTestId('picker-name').fill('ashblack');
    const bow = picker.getByTestId('pick-item-501');
    // Level and main lines: enough to choose without opening the item.
    await expect(bow).toContainText('Level 10');
    await expect(bow.getByTestId('picker-item-lines')).toContainText('Agility');
    await bow.click();
    await expect(picker).toBeHidden();
    await page.getByTestId('slot-shield').getByRole('button').first().click();
    await picker.getByTestId('picker-name').fill('plank');
    await picker.getByTestId('pick-item-461').click();
    await expect(page.locator('[data-problem="two-handed-with-shield"]')).toContainText('both hands');
  });

  test('the stuffs list filters worn items picked by name', async ({ page }) => {
    await page.goto('/en/tools/stuffs');
    const field = page.getByTestId('filter-item-ids');
    await expect(async () => {
      await field.click();
      await field.fill('ashbl');
      await expect(page.getByRole('option', { name: /Ashblack Bow/ })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('option', { name: /Ashblack Bow/ }).click();
    await field.press('Escape');
    await page.getByTestId('filter-apply').click();
    await expect(page).toHaveURL(/itemIds=501/);
    // After the reload the pick is shown by name, not by id.
    await page.reload();
    await expect(page.getByTestId('stuff-filters')).toContainText('Ashblack Bow');
  });

  test('a new stuff opens with the selected character; a draft changed since keeps its own level', async ({ page, context, baseURL }) => {
    const { token } = await signUpViaApi(page, context);
    const headers = { authorization: `Bearer ${token}` };
    const server = ((await (await page.request.get('/api/servers?$limit=1')).json()) as { data: { id: number }[] }).data[0]!.id;
    const breed = ((await (await page.request.get('/api/breeds?$limit=1')).json()) as { data: { id: number }[] }).data[0]!.id;
    const created = await page.request.post('/api/characters', { headers, data: { server, name: 'Kyra', level: 137, breed } });
    expect(created.status(), await created.text()).toBe(201);
    const { _id } = (await created.json()) as { _id: number };
    await context.addCookies([{ name: 'grimoire_character', value: String(_id), url: baseURL! }]);

    await page.goto('/en/tools/stuff/creator');
    await expect(page.getByTestId('stuff-editor')).toHaveAttribute('data-ready', 'true');
    const level = page.getByTestId('stuff-level');
    await expect(level).toHaveValue('137');
    await level.fill('50');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('grimoire.stuff.draft.new'))).toContain('"level":50');
    // The draft is restored before the character's defaults are weighed: it is no longer untouched.
    await page.reload();
    await expect(page.getByTestId('stuff-editor')).toHaveAttribute('data-ready', 'true');
    await expect(level).toHaveValue('50');
  });
});
