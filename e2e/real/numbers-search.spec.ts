/**
 * What theorycrafters and questers open pages for, on the real data: a spell's values per level,
 * a quest's kamas and XP at a typed level (the spec's formulas, computed here independently), and
 * the global search finding every kind by a part of its name in the page's language.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';

interface Effect {
  from: number;
  to: number;
}
interface Level {
  grade: number;
  effects: Effect[];
  criticalEffects: Effect[];
}

test('@real a spell page shows every effect value of every level, normal and critical', async ({ page, request }) => {
  // Backlash (Retour du Bâton, Feca).
  const answer = await request.get('/api/spell-levels?spellId=12983&$sort[grade]=1');
  const levels = (await answer.json()).data as Level[];
  expect(levels.length).toBeGreaterThan(1);
  await page.goto('/en/database/spells/12983');
  await waitForHydration(page);
  const range = (e: Effect) => (e.from === e.to ? `${e.from}` : `${e.from} to ${e.to}`);
  for (const level of levels) {
    await page.getByTestId('spell-level-tab').nth(level.grade - 1).click();
    const panel = page.locator(`[data-testid="spell-level"][data-grade="${level.grade}"]`);
    const normal = panel.getByTestId('spell-effects').getByTestId('spell-effect');
    const critical = panel.getByTestId('spell-critical-effects').getByTestId('spell-effect');
    await expect(normal).toHaveCount(level.effects.length);
    await expect(critical).toHaveCount(level.criticalEffects.length);
    for (const [i, effect] of level.effects.entries()) await expect(normal.nth(i)).toContainText(range(effect));
    for (const [i, effect] of level.criticalEffects.entries()) await expect(critical.nth(i)).toContainText(range(effect));
  }
  // The data's own figures for level 1: 17 to 20 Earth damage (21 to 24 critical), and a Dodge removal.
  await page.getByTestId('spell-level-tab').first().click();
  await expect(page.getByTestId('spell-effects')).toContainText('17 to 20 (Earth damage)');
  await expect(page.getByTestId('spell-effects')).toContainText('-10 Dodge (3 turns)');
  await expect(page.getByTestId('spell-critical-effects')).toContainText('21 to 24 (Earth damage)');
});

interface Step {
  id: number;
  optimalLevel: number;
  duration: number;
  rewards: { levelMin: number; levelMax: number; kamasRatio: number; experienceRatio: number; kamasScaleWithPlayerLevel: boolean }[];
}

test('@real a quest step earns the kamas and XP of the formulas at the typed level', async ({ page, request }) => {
  const [quest] = (
    await (await request.get('/api/quests?$limit=1&steps.rewards.experienceRatio[$gt]=0&levelMin[$gte]=20')).json()
  ).data as { id: number; steps: Step[] }[];
  const player = 150;
  await page.goto(`/fr/database/quest/${quest.id}?level=${player}`);
  for (const step of quest.steps) {
    const reward = step.rewards.find((r) => (r.levelMin <= 0 || player >= r.levelMin) && (r.levelMax <= 0 || player <= r.levelMax));
    const card = page.locator(`[data-testid="quest-step"][data-step-id="${step.id}"]`);
    if (!reward || (reward.kamasRatio === 0 && reward.experienceRatio === 0)) {
      await expect(card.getByTestId('step-no-ratios')).toBeVisible();
      continue;
    }
    const L = step.optimalLevel;
    const kamasLevel = reward.kamasScaleWithPlayerLevel ? player : L;
    const kamas = Math.floor((kamasLevel ** 2 + 20 * kamasLevel - 20) * reward.kamasRatio * step.duration);
    const fixedXp = (level: number) => Math.floor(((level * (100 + 2 * level) ** 2) / 20) * step.duration * reward.experienceRatio);
    const xp =
      player > L ? Math.floor(0.3 * fixedXp(L) + 0.7 * fixedXp(Math.floor(Math.min(player, 1.5 * L)))) : fixedXp(player);
    await expect(card.getByTestId('step-kamas')).toHaveAttribute('data-value', String(kamas));
    await expect(card.getByTestId('step-xp')).toHaveAttribute('data-value', String(xp));
  }
});

test('@real a quest step whose reward item the data lacks says so instead of "no item"', async ({ page, request }) => {
  // Quest 29's only step rewards 1,080 of item 13052, which no source names.
  const quest = (await (await request.get('/api/quests/29')).json()) as { steps: { rewards: { omitted?: { itemsReward?: number } }[] }[] };
  expect(quest.steps[0].rewards[0].omitted?.itemsReward).toBe(1);
  await page.goto('/en/database/quest/29');
  const card = page.getByTestId('quest-step').first();
  await expect(card.getByTestId('omitted-note')).toHaveText('1 item not in the data (no source names it)');
  await expect(card).not.toContainText('No item');
});

async function englishName(request: APIRequestContext, collection: string, filter = ''): Promise<{ id: number; name: string }> {
  const answer = await request.get(`/api/${collection}?$limit=50&$select[]=id&$select[]=name&$select[]=missingTranslations&missingTranslations[$ne]=en${filter}`);
  const docs = (await answer.json()).data as { id: number; name: { en?: string }; missingTranslations?: string[] }[];
  const doc = docs.find((d) => d.name.en && !d.missingTranslations?.includes('en') && d.name.en.length >= 8);
  expect(doc, collection).toBeDefined();
  return { id: doc!.id, name: doc!.name.en! };
}

async function openPalette(page: Page) {
  const input = page.getByTestId('global-search-input');
  await expect(async () => {
    if (!(await input.isVisible())) await page.keyboard.press('Control+k');
    await expect(input).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return input;
}

test('@real the search finds every kind by a part of its name, in the page language', async ({ page, request }) => {
  const targets = [
    ['sets', await englishName(request, 'item-sets')],
    ['monsters', await englishName(request, 'monsters')],
    ['quests', await englishName(request, 'quests')],
    ['achievements', await englishName(request, 'achievements')],
    ['dungeons', await englishName(request, 'dungeons')],
    ['items', await englishName(request, 'items', '&isEquipment=true')],
  ] as const;
  await page.goto('/en');
  await waitForHydration(page);
  const input = await openPalette(page);
  // A class by a part of its name, and in English ("Feca", not "Féca").
  await input.fill('feca');
  const feca = page.getByTestId('global-search-group-breeds').getByTestId('global-search-hit').first();
  await expect(feca).toHaveText(/^Feca/);
  for (const [kind, target] of targets) {
    // The first words as a player types them, the last one cut short.
    const part = target.name.slice(0, Math.min(24, target.name.length - 1)).trim();
    await input.fill(part);
    const hit = page.locator(`[data-testid="global-search-hit"][data-kind="${kind}"][data-id="${target.id}"]`);
    await expect(hit, `${kind} "${part}"`).toBeVisible({ timeout: 15_000 });
    await expect(hit).toContainText(target.name);
  }
  // One engine behind the palette and the home box: typos forgiven, every kind from the home box.
  await input.fill('bouftoux');
  await expect(page.getByTestId('global-search-group-monsters')).toContainText(/Gobball|Bouftou/);
  await page.goto('/fr');
  await waitForHydration(page);
  for (const [text, kind, name] of [
    ['bouftou royal', 'monsters', 'Bouftou Royal'],
    ['bouftou royal', 'dungeons', 'Cour du Bouftou Royal'],
    ['xelor', 'breeds', 'Xélor'],
    ['bien debuter', 'quests', 'Bien débuter'],
  ] as const) {
    await page.getByTestId('home-search').fill(text);
    await expect(page.getByTestId(`home-search-group-${kind}`), text).toContainText(name);
  }
  // Look-alikes are told apart by their level and race.
  await page.goto('/fr/search?q=dopeul%20feca');
  const dopeuls = page.getByTestId('search-page-group-monsters').getByTestId('search-page-hit').filter({ hasText: /^Dopeul Féca/ });
  expect(await dopeuls.count()).toBeGreaterThanOrEqual(3);
  const details = await dopeuls.getByTestId('search-hit-detail').allInnerTexts();
  expect(new Set(details).size).toBe(details.length);
  // French page, French names.
  await page.goto('/fr/database/objects');
  await waitForHydration(page);
  const fr = await openPalette(page);
  await fr.fill('feca');
  await expect(page.getByTestId('global-search-group-breeds').getByTestId('global-search-hit').first()).toHaveText(/^Féca/);
});
