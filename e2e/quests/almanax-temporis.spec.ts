import { expect, test } from '../fixtures';
import { waitForHydration } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test.describe('almanax', () => {
  test("shows today's offering and bonus, then the next day", async ({ page }) => {
    const today = new Date();
    await page.goto('/fr/almanax');
    const almanax = page.getByTestId('almanax');
    await expect(almanax).toHaveAttribute('data-date', isoDate(today));
    await expect(page).toHaveTitle(/^Almanax du .+ — Grimoire$/);
    await expect(page.getByTestId('almanax-item')).toHaveAttribute('href', /\/fr\/database\/object\/\d+$/);
    await expect(page.getByTestId('almanax-quantity')).toHaveText(/^×\d+$/);
    await expect(page.getByTestId('almanax-kamas')).toContainText('kamas');
    await expect(page.getByTestId('almanax-bonus-name')).not.toBeEmpty();
    await expect(page.getByTestId('almanax-bonus-description')).not.toBeEmpty();

    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    await page.getByTestId('almanax-next').click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${isoDate(tomorrow)}$`));
    await expect(almanax).toHaveAttribute('data-date', isoDate(tomorrow));
    await page.getByTestId('almanax-prev').click();
    await expect(almanax).toHaveAttribute('data-date', isoDate(today));
  });

  test('a given date shows that day; the month view lists every day with its offering', async ({ page }) => {
    await page.goto('/en/almanax?date=2024-02-10');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('February 10, 2024');
    const days = page.getByTestId('almanax-month-day');
    await expect(days).toHaveCount(29);
    await expect(days.nth(9)).toHaveAttribute('aria-current', 'date');
    await expect(days.first()).toContainText(/\d+ × \S/);
    await days.nth(28).click();
    await expect(page).toHaveURL(/\?date=2024-02-29$/);
    await page.getByTestId('almanax-next-month').click();
    await expect(page).toHaveURL(/\?date=2024-03-01$/);
    await expect(page.getByTestId('almanax-month-day')).toHaveCount(31);
  });

  test('an impossible date says the data was not found', async ({ page }) => {
    const response = await page.goto('/fr/almanax?date=2023-02-30');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toContainText('Données introuvables');
  });
});

test.describe('temporis', () => {
  test('the rarity filter shows only that rarity', async ({ page }) => {
    await page.goto('/fr/temporis');
    await waitForHydration(page);
    await expect(page.getByTestId('modster-card')).toHaveCount(14);
    // Mantine chips hide their radio input: click its label, as a reader does.
    const epicId = await page.getByTestId('rarity-epic').getAttribute('id');
    await page.locator(`label[for="${epicId}"]`).click();
    await expect(page).toHaveURL(/rarity=epic/);
    await expect(page.getByTestId('modster-card')).toHaveCount(2);
    await expect(page.getByTestId('modster-rarity')).toHaveText(['Épique', 'Épique']);
    await page.goto('/en/temporis?rarity=legendary');
    const rarities = await page.getByTestId('modster-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-rarity')));
    expect(rarities).toEqual(['legendary', 'legendary']);
  });

  test('the owned and kroma toggles survive a reload and update the counts', async ({ page }) => {
    await page.goto('/fr/temporis');
    await waitForHydration(page);
    await expect(page.getByTestId('owned-count')).toHaveText('Possédés : 0 / 14');
    const card = page.locator('[data-testid="modster-card"][data-id="3"]');
    await card.getByTestId('modster-owned').click();
    await card.getByTestId('modster-kroma').click();
    await expect(page.getByTestId('owned-count')).toHaveText('Possédés : 1 / 14');
    await page.reload();
    await expect(page.locator('[data-testid="modster-card"][data-id="3"]').getByTestId('modster-owned')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('kroma-count')).toHaveText('Kromas : 1 / 14');
  });
});
