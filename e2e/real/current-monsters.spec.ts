/**
 * Monsters of game version 3.6.8.8 on the real data (the fashionista-dofus3 tables): names, grades and
 * drops a player farms from, drop conditions in words, the drop every monster has, and a monster only
 * those tables hold.
 */
import { expect, test } from '../fixtures';

test('@real Bouftou Royal: its English name, grade 1 of 3.6.8.8 and today’s drops with their conditions in words', async ({
  page,
}) => {
  await page.goto('/en/database/monster/147');
  await expect(page.getByTestId('monster-name')).toHaveText('Royal Gobball');
  // Its own name is English now (its race and spells still have only French names, marked FR).
  await expect(page.locator('h1 ~ [data-testid="fr-mark"]')).toHaveCount(0);
  const firstGrade = page.getByTestId('monster-grade').first();
  await expect(firstGrade.locator('[data-column="level"]')).toHaveText('30');
  await expect(firstGrade.locator('[data-column="lifePoints"]')).toHaveText('610');
  await expect(page.getByTestId('drops-version')).toHaveText('Drops of game version 3.6.8.8.');
  // 12 drops of its own; the 2019 list (e.g. item 19718) is not mixed in.
  await expect(page.getByTestId('monster-drop')).toHaveCount(12);
  await expect(page.locator('[data-testid="monster-drop"][data-item-id="19718"]')).toHaveCount(0);
  const hat = page.locator('[data-testid="monster-drop"][data-item-id="2438"]');
  await expect(hat.getByTestId('drop-rate')).toHaveText('1 %');
  await expect(hat.getByTestId('drop-condition')).toHaveText('Level 1 to 82');
  // No raw game code anywhere in the drops.
  await expect(page.getByTestId('monster-drops-section')).not.toContainText(/PL[<>]|Sc=|PO!/);
  await expect(page.getByTestId('every-monster-drop')).toContainText('Like every monster:');
  await expect(page.getByTestId('every-monster-drop')).toContainText('20 %');
});

test('@real an item dropped by the 3.6.8.8 tables lists its monster with the rate and the condition', async ({ page }) => {
  await page.goto('/fr/database/object/2438');
  const row = page.getByTestId('drop-row').filter({ has: page.locator('a[href="/fr/database/monster/147"]') });
  await expect(row).toContainText('Bouftou Royal');
  await expect(row).toContainText('1 %');
  await expect(row.getByTestId('drop-condition')).toHaveText('Niveau 1 à 82');
});

test('@real the drop every monster has is said once on its item page, and its English-only name is marked on French pages', async ({
  page,
}) => {
  await page.goto('/fr/database/object/26870');
  await expect(page.getByTestId('item-every-monster')).toContainText('Tous les monstres du jeu le laissent');
  await expect(page.getByTestId('drop-row')).toHaveCount(0);
  await expect(page.getByTestId('fr-mark').first()).toHaveText('EN');
});

test('@real a monster only the 3.6.8.8 tables hold has a page in both languages', async ({ page }) => {
  await page.goto('/fr/database/monster/7791');
  await expect(page.getByTestId('monster-name')).toHaveText('Mulou');
  // No source links it to a race: the page says so rather than leaving the line out.
  await expect(page.getByTestId('monster-race-unknown')).toHaveText('Race : non donnée par les données.');
  await expect(page.getByTestId('monster-grade').first()).toBeVisible();
  await expect(page.getByTestId('monster-drop').first()).toBeVisible();
  await page.goto('/en/database/monster/7791');
  await expect(page.getByTestId('monster-name')).toHaveText('Boowolf');
  await expect(page.getByTestId('drops-version')).toHaveText('Drops of game version 3.6.8.8.');
});
