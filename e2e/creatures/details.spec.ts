import { expect, test } from '../fixtures';
import { waitForHydration } from './helpers';

const ALLOWED_BREEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20];

test.describe('monster page', () => {
  test('shows grades, drops per grade, race, dungeon and the boss badge', async ({ page }) => {
    await page.goto('/fr/database/monster/104');
    await expect(page).toHaveTitle('Reine des Broutards — Monstre niveau 20 — Grimoire');
    await expect(page.getByTestId('monster-name')).toHaveText('Reine des Broutards');
    await expect(page.getByTestId('badge-boss').first()).toBeVisible();
    await expect(page.getByTestId('monster-grade')).toHaveCount(5);
    await expect(page.getByTestId('monster-grade').first()).toContainText('600');
    const drop = page.locator('[data-testid="monster-drop"][data-item-id="312"]');
    await expect(drop).toContainText('50 %');
    await expect(drop).toContainText('70 %');
    await expect(drop.getByTestId('drop-link')).toHaveAttribute('href', '/fr/database/object/312');
    await expect(page.getByTestId('monster-race')).toHaveAttribute('href', '/fr/database/monsters/race/11');
    await expect(page.getByTestId('monster-dungeons').getByRole('link')).toHaveAttribute(
      'href',
      '/fr/database/dungeon/1',
    );
  });

  test('lists sub-areas by name, and an unknown id is a 404', async ({ page }) => {
    await page.goto('/en/database/monster/102');
    await expect(page.getByTestId('monster-areas')).toContainText('Purple Meadow');
    await expect(page.getByTestId('monster-areas')).toContainText('Amber Fields');
    const response = await page.goto('/en/database/monster/99999');
    expect(response?.status()).toBe(404);
  });

  test('the raw HTML names the monster (server rendering)', async ({ request }) => {
    const html = await (await request.get('/en/database/monster/101')).text();
    expect(html).toContain('<title>Purple Grazer — Level 6 monster — Grimoire</title>');
    expect(html).toContain('Purple Grazer');
    expect(html).toMatch(/<meta name="description" content="Purple Grazer: level 6-14 monster/);
  });

  test('switching language shows the same monster in English', async ({ page }) => {
    await page.goto('/fr/database/monster/101');
    await expect(page.getByTestId('monster-name')).toHaveText('Broutard Pourpre');
    await waitForHydration(page);
    await page.getByTestId('lang-en').click();
    await expect(page).toHaveURL(/\/en\/database\/monster\/101$/);
    await expect(page.getByTestId('monster-name')).toHaveText('Purple Grazer');
    await expect(page).toHaveTitle('Purple Grazer — Level 6 monster — Grimoire');
  });

  test('a French-only monster carries the FR mark on English pages', async ({ page }) => {
    await page.goto('/en/database/monster/116');
    await expect(page.getByTestId('monster-name')).toHaveText('Épouvantail Borgne');
    await expect(page.getByTestId('fr-mark').first()).toBeVisible();
  });
});

test('item → dropping monster → back', async ({ page }) => {
  await page.goto('/fr/database/object/304');
  const monsterLink = page.locator('a[href="/fr/database/monster/101"]').first();
  await waitForHydration(page);
  const itemHeading = await page.getByRole('heading', { level: 1 }).innerText();
  await monsterLink.click();
  await expect(page).toHaveURL(/\/fr\/database\/monster\/101$/);
  await expect(page.getByTestId('monster-name')).toHaveText('Broutard Pourpre');
  await expect(page.locator('[data-testid="monster-drop"][data-item-id="304"]')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/database\/object\/304$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemHeading);
});

test.describe('classes', () => {
  test('database/breeds is a class index that offers an allowed class drawn again on each visit', async ({ page, request }) => {
    const response = await request.get('/fr/database/breeds', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const seen = new Set<number>();
    for (let i = 0; i < 8; i++) {
      await page.goto('/fr/database/breeds');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classes');
      expect(await page.getByTestId('breed-card').count()).toBeGreaterThan(1);
      const id = Number(await page.getByTestId('breed-featured').getAttribute('data-id'));
      expect(ALLOWED_BREEDS).toContain(id);
      seen.add(id);
    }
    // 8 draws among 19 ids: all identical would mean the draw is not random (chance ~1e-9).
    expect(seen.size).toBeGreaterThan(1);
    await page.getByTestId('breed-featured-link').click();
    await expect(page).toHaveURL(/\/fr\/database\/breeds\/\d+$/);
    await expect(page.getByTestId('breed-detail')).toBeVisible();
  });

  test('a class page shows names, roles, readable costs and spells with variants', async ({ page }) => {
    await page.goto('/en/database/breeds/1');
    await expect(page).toHaveTitle('Moonwarden — Class — Grimoire');
    await expect(page.getByTestId('breed-name')).toHaveText('Moonwarden');
    await expect(page.getByTestId('breed-long-name')).toHaveText('Warden of the Moon');
    await expect(page.getByTestId('breed-roles')).toContainText('Damage');
    await expect(page.getByTestId('breed-cost-intelligence')).toContainText(
      '1 point per characteristic up to 100, then 2 up to 200, then 3 up to 300, then 4 beyond',
    );
    await expect(page.getByTestId('breed-cost-wisdom')).toContainText('3 points per characteristic');
    await expect(page.getByTestId('breed-spell-pair')).toHaveCount(3);
    await expect(page.getByTestId('breed-spell-pair').first()).toContainText('Moonshard');
    await expect(page.getByTestId('breed-spell-pair').first()).toContainText('Silver Halo');

    await waitForHydration(page);
    await page.locator('[data-testid="breed-tab"][data-id="8"]').click();
    await expect(page).toHaveURL(/\/en\/database\/breeds\/8$/);
    await expect(page.getByTestId('breed-name')).toHaveText('Smasher');
  });
});

test('a spell page shows AP cost, range, effects and critical effects per level, and links back to its class', async ({
  page,
}) => {
  await page.goto('/fr/database/spells/1005');
  await expect(page).toHaveTitle('Marée Nocturne — Sort — Grimoire');
  await expect(page.getByTestId('spell-ap-cost')).toHaveText('4');
  await expect(page.getByTestId('spell-range')).toHaveText('1 à 5 (modifiable)');
  await expect(page.getByTestId('spell-effects')).toContainText('12 à 16 (dommages Eau)');
  await expect(page.getByTestId('spell-effects')).toContainText('Repousse de 2 case(s)');
  await expect(page.getByTestId('spell-critical-effects')).toContainText('14 à 19 (dommages Eau)');
  await expect(page.getByTestId('spell-element')).toHaveText('Eau');
  await expect(page.getByTestId('spell-breed')).toHaveAttribute('href', '/fr/database/breeds/1');

  await waitForHydration(page);
  await page.getByTestId('spell-level-tab').nth(1).click();
  await expect(page.getByTestId('spell-effects')).toContainText('15 à 20 (dommages Eau)');
  await expect(page.getByTestId('spell-range')).toHaveText('1 à 6 (modifiable)');

  await page.getByTestId('spell-breed').click();
  await expect(page).toHaveURL(/\/fr\/database\/breeds\/1$/);
});

test('a dungeon lists its monsters with the boss first and highlighted', async ({ page }) => {
  await page.goto('/en/database/dungeon/2');
  await expect(page).toHaveTitle('Toadling King’s Mud Throne — Level 110 dungeon — Grimoire');
  await expect(page.getByTestId('dungeon-level')).toHaveText('Level 110');
  await expect(page.getByTestId('dungeon-boss')).toHaveAttribute('data-id', '109');
  await expect(page.getByTestId('dungeon-boss')).toContainText('Toadling King');
  await expect(page.getByTestId('dungeon-monster')).toHaveCount(2);
  await page.getByTestId('dungeon-boss').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/database\/monster\/109$/);
});

test('a haven-bag shows its furniture on the three layers', async ({ page }) => {
  await page.goto('/fr/database/havenbags');
  await page.getByTestId('havenbag-link').first().click();
  await expect(page).toHaveURL(/\/fr\/database\/havenbag\/1$/);
  await expect(page).toHaveTitle('Chaumière des Plaines — Havre-sac — Grimoire');
  const layers = page.getByTestId('havenbag-layer');
  await expect(layers).toHaveCount(3);
  await expect(layers.nth(0).getByRole('heading')).toHaveText('Sol');
  await expect(layers.nth(1).getByRole('heading')).toHaveText('Mobilier');
  await expect(layers.nth(2).getByRole('heading')).toHaveText('Décor');
  await expect(layers.nth(0).getByTestId('havenbag-furniture')).toHaveCount(2);
  await expect(layers.nth(1).getByTestId('havenbag-furniture')).toHaveCount(3);
  await expect(layers.nth(2).getByTestId('havenbag-furniture')).toHaveCount(2);
  await expect(layers.nth(1)).toContainText('Table de ferme');
  await expect(layers.nth(1).getByTestId('havenbag-furniture').first().getByRole('img')).toBeVisible(); // the picture, or its tile when the image host fails
});
