import { expect, test } from '../fixtures';

test.describe('item detail', () => {
  test('the raw server HTML holds the name, an effect line and a descriptive title', async ({ request }) => {
    const html = await (await request.get('/fr/database/object/401')).text();
    expect(html).toContain('Coiffe du Broutard Pourpre');
    expect(html).toContain('11 à 20 Vitalité');
    expect(html).toMatch(/<title>Coiffe du Broutard Pourpre — Chapeau niveau 12 — Grimoire<\/title>/);
    expect(html).toMatch(
      /<meta name="description" content="Coiffe du Broutard Pourpre : Chapeau de niveau 12 dans Dofus\. Effets : 11 à 20 Vitalité/,
    );
  });

  test('shows level, type, effects, conditions and weapon stats', async ({ page }) => {
    await page.goto('/en/database/object/502');
    await expect(page.getByTestId('item-name')).toHaveText('Hornetfinch Bow');
    await expect(page.getByTestId('item-level')).toHaveText('Lvl 95');
    await expect(page.getByTestId('item-type-link')).toHaveAttribute('href', '/en/database/objects/type/2');
    await expect(page.getByTestId('item-effects')).toContainText('18 to 24 (air damage)');
    await expect(page.getByTestId('item-effects')).toContainText('31 to 50 Agility');
    await expect(page.getByTestId('condition-line')).toHaveText(['Agility > 60']);
    await expect(page.getByTestId('item-weapon')).toContainText('Cost: 4 AP');
    await expect(page.getByTestId('item-weapon')).toContainText('Range: 3–7');
  });

  test('complex conditions read in words', async ({ page }) => {
    await page.goto('/en/database/object/453');
    await expect(page.getByTestId('condition-line')).toHaveText([
      'Intelligence > 200 or Chance > 200',
      'Set bonuses > 1',
    ]);
  });

  test('item → set → another piece of the set', async ({ page }) => {
    await page.goto('/fr/database/object/401');
    await expect(page.getByTestId('set-piece-link')).toHaveCount(5);
    await page.getByTestId('item-set-link').click();
    await expect(page).toHaveURL(/\/fr\/database\/item-sets\/1$/);
    await expect(page.getByTestId('set-name')).toHaveText('Panoplie du Broutard Pourpre');
    await expect(page.getByTestId('set-bonus')).toHaveCount(5);
    // Full set: vitality 20+20+20+15+20+20 (best rolls) + 50 (6-piece bonus) = 165.
    await expect(page.getByTestId('set-total-effects')).toContainText('165 Vitalité');
    await page.getByTestId('set-piece-link').filter({ hasText: 'Cape du Broutard Pourpre' }).click();
    await expect(page).toHaveURL(/\/fr\/database\/object\/411$/);
    await expect(page.getByTestId('item-name')).toHaveText('Cape du Broutard Pourpre');
  });

  test('links the monsters that drop it, with rates per grade', async ({ page }) => {
    await page.goto('/fr/database/object/401');
    const link = page.getByTestId('drop-monster-link').first();
    await expect(link).toHaveAttribute('href', '/fr/database/monster/101');
    await expect(page.getByTestId('drop-row').first()).toContainText('0,8 %');
    await page.goto('/en/database/object/401');
    await expect(page.getByTestId('drop-row').first()).toContainText('0.8 %');
  });

  test('recipe ingredient → its page, which lists what it is used in', async ({ page }) => {
    await page.goto('/fr/database/object/401');
    const recipe = page.getByTestId('item-recipe');
    await expect(recipe).toContainText('Tailleur');
    await expect(page.getByTestId('recipe-ingredient')).toHaveCount(3);
    await recipe.getByText('Laine de Broutard').click();
    await expect(page).toHaveURL(/\/fr\/database\/object\/304$/);
    await expect(page.getByTestId('item-used-in').getByText('Coiffe du Broutard Pourpre')).toBeVisible();
  });

  test('lists the quests that reward it', async ({ page }) => {
    await page.goto('/fr/database/object/402');
    await expect(page.getByTestId('reward-quest-link').first()).toHaveAttribute(
      'href',
      /\/fr\/database\/quest\/\d+$/,
    );
  });

  test('switching language shows the same item in English', async ({ page }) => {
    await page.goto('/fr/database/object/401');
    await expect(page.getByTestId('item-name')).toHaveText('Coiffe du Broutard Pourpre');
    await page.getByTestId('lang-en').click();
    await expect(page).toHaveURL(/\/en\/database\/object\/401$/);
    await expect(page.getByTestId('item-name')).toHaveText('Purple Grazer Hood');
    await expect(page.getByTestId('item-effects')).toContainText('11 to 20 Vitality');
    await expect(page).toHaveTitle(/^Purple Grazer Hood/);
  });

  test('an untranslated item carries the FR mark on English pages', async ({ page }) => {
    await page.goto('/en/database/object/413');
    await expect(page.getByTestId('item-name').getByTestId('fr-mark')).toBeVisible();
  });

  test('an unknown item is a 404', async ({ page }) => {
    expect((await page.goto('/fr/database/object/987654'))?.status()).toBe(404);
  });
});
