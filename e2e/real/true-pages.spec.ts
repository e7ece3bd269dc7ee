/**
 * Pages say only what the data gives (issue "pages that state things the data never said"), on the
 * real data: spells of every class name the facts no source holds instead of answering "No", keep an
 * uncertain line's words without counting it, and show no game markup.
 */
import { expect, test } from '../fixtures';

test('@real every class spell reads without markup, and never "No" for a fact no source gives', async ({ page, request }) => {
  test.setTimeout(180_000);
  const answer = await request.get('/api/spells?breedId[$exists]=true&spellLevels[$gt]=0&$limit=50&$select[]=id&$select[]=breedId&$select[]=description');
  expect(answer.ok()).toBe(true);
  // The API holds the texts the pages render: after the importer, only `{{kind,id::label}}` links remain.
  let all: { id: number; breedId: number; description?: { fr?: string; en?: string } }[] = [];
  for (let skip = 0; ; skip += 50) {
    const pageOf = await (await request.get(`/api/spells?breedId[$exists]=true&spellLevels[$gt]=0&$limit=50&$skip=${skip}&$select[]=id&$select[]=breedId&$select[]=description`)).json();
    all = all.concat(pageOf.data);
    if (pageOf.data.length < 50) break;
  }
  expect(all.length).toBeGreaterThan(700);
  const markup = all.filter((spell) => /<\/?(color|font|sprite|b)\b|\{[a-zA-Z]+,\d+,\d|\[challenge,/.test(JSON.stringify(spell.description ?? '')));
  expect(markup.map((spell) => spell.id)).toEqual([]);
  // One spell page per class, in French: facts the data lacks are named once, never answered "Non".
  const firstPerClass = new Map<number, number>();
  for (const spell of all) if (!firstPerClass.has(spell.breedId)) firstPerClass.set(spell.breedId, spell.id);
  for (const id of firstPerClass.values()) {
    await page.goto(`/fr/database/spells/${id}`);
    const level = page.getByTestId('spell-level').first();
    await expect(level, `spell ${id}`).toBeVisible();
    await expect(level.getByTestId('spell-missing-facts')).toContainText('ligne de vue');
    await expect(level).not.toContainText(/Ligne de vue\s*Non|Lancer en ligne\s*Non/);
    expect(await page.locator('body').innerText()).not.toMatch(/\{\{|<color=|<font/);
  }
});

test('@real Langueur: the fixed "40 (Fire damage)" is marked uncertain and the rolled line is plain damage', async ({ page }) => {
  await page.goto('/en/database/spells/12978');
  const effects = page.getByTestId('spell-effects').first();
  await expect(effects.locator('[data-uncertain="true"]')).toHaveCount(1);
  await expect(effects.locator('[data-uncertain="true"]')).toContainText('40 (Fire damage)');
  await expect(effects.locator('[data-uncertain="true"]').getByTestId('spell-effect-uncertain')).toHaveText(/kind uncertain/i);
  await expect(effects.getByTestId('spell-effect').filter({ hasText: '16 to 18 (Fire damage)' })).not.toHaveAttribute('data-uncertain', 'true');
});

test('@real a Xélor description links the spell it names instead of showing its markup', async ({ page }) => {
  await page.goto('/fr/database/spells/13243');
  const description = page.getByTestId('spell-description');
  await expect(description).toContainText('Peut générer un Téléfrag');
  await expect(description).not.toContainText('{{');
});

test('@real challenges: no developer test record, and a missing description is said, not left blank', async ({ page }) => {
  await page.goto('/fr/database/challenges?name=cheat');
  await expect(page.getByTestId('challenge-row')).toHaveCount(0);
  await page.goto('/fr/database/challenges?name=jardinier');
  const row = page.getByTestId('challenge-row').first();
  await expect(row).toContainText('Jardinier');
  await expect(row.getByTestId('challenge-no-description')).toHaveText('Description absente des données du jeu.');
});
