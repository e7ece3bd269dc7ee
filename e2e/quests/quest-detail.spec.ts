import { expect, test } from '../fixtures';
import { watchHydration, waitForHydration } from './helpers';

interface StepInput {
  optimalLevel: number;
  duration: number;
  kamasRatio: number;
  experienceRatio: number;
  kamasScaleWithPlayerLevel: boolean;
}
interface QuestRewardRules {
  questKamasReward(step: StepInput, playerLevel: number): number;
  questXpReward(step: StepInput, playerLevel: number): number;
}
// Loaded at run time: the e2e project does not compile the rules package (it is not one of its references).
const RULES_MODULE = new URL('../../packages/rules/src/quest-rewards.ts', import.meta.url).href;
const loadRules = () => import(RULES_MODULE) as Promise<QuestRewardRules>;

/** Demo quest 506 "King of the Swamp": two steps above level 100, so kamas scale with the player level. */
const STEPS_506: StepInput[] = [
  { optimalLevel: 105, duration: 1, kamasRatio: 1, experienceRatio: 1.5, kamasScaleWithPlayerLevel: true },
  { optimalLevel: 110, duration: 2, kamasRatio: 1.5, experienceRatio: 2.5, kamasScaleWithPlayerLevel: true },
];

test('the quest page shows steps, objectives and rewards at each step level by default', async ({ page }) => {
  const problems = watchHydration(page);
  const rules = await loadRules();
  await page.goto('/fr/database/quest/506');
  await expect(page).toHaveTitle('Le roi des marais — Quête niveau 105 — Grimoire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le roi des marais');
  const steps = page.getByTestId('quest-step');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0).getByTestId('step-objective')).toHaveText([
    'Atteindre le trône du Roi Crapaudin',
  ]);
  for (const [index, step] of STEPS_506.entries()) {
    await expect(steps.nth(index).getByTestId('step-kamas')).toHaveAttribute(
      'data-value',
      String(rules.questKamasReward(step, step.optimalLevel)),
    );
    await expect(steps.nth(index).getByTestId('step-xp')).toHaveAttribute(
      'data-value',
      String(rules.questXpReward(step, step.optimalLevel)),
    );
  }
  const items = steps.nth(1).getByTestId('reward-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute('data-quantity', '10');
  await expect(items.first().getByRole('link')).toHaveAttribute('href', '/fr/database/object/307');
  await waitForHydration(page);
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

test('changing the player level recomputes kamas and XP with the rules and keeps it in the URL', async ({
  page,
}) => {
  const rules = await loadRules();
  await page.goto('/en/database/quest/506');
  await waitForHydration(page);
  const firstKamas = page.getByTestId('step-kamas').first();
  const before = await firstKamas.getAttribute('data-value');
  const input = page.getByTestId('player-level');
  await input.fill('150');
  await expect(page).toHaveURL(/\?level=150$/);
  for (const [index, step] of STEPS_506.entries()) {
    const stepCard = page.getByTestId('quest-step').nth(index);
    await expect(stepCard.getByTestId('step-kamas')).toHaveAttribute(
      'data-value',
      String(rules.questKamasReward(step, 150)),
    );
    await expect(stepCard.getByTestId('step-xp')).toHaveAttribute(
      'data-value',
      String(rules.questXpReward(step, 150)),
    );
  }
  expect(await firstKamas.getAttribute('data-value')).not.toBe(before);
  const total = STEPS_506.reduce((sum, step) => sum + rules.questXpReward(step, 150), 0);
  await expect(page.getByTestId('total-xp')).toHaveAttribute('data-value', String(total));

  // The level in the URL reproduces the view on a fresh load.
  await page.goto('/en/database/quest/506?level=40');
  await expect(page.getByTestId('player-level')).toHaveValue('40');
  await expect(page.getByTestId('step-xp').first()).toHaveAttribute(
    'data-value',
    String(rules.questXpReward(STEPS_506[0], 40)),
  );
});

test('a missing quest is a 404 saying the quest was not found, in each language', async ({ page }) => {
  const fr = await page.goto('/fr/database/quest/99999');
  expect(fr?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Quête introuvable');
  const en = await page.goto('/en/database/quest/99999');
  expect(en?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Quest not found');
});

test('step descriptions always show; the detailed-quests flag adds objective details', async ({ page }) => {
  await page.goto('/fr/database/quest/501');
  await expect(page.getByTestId('step-description').first()).toHaveText('Étape 1 : Tondre les Broutards.');
  await expect(page.getByTestId('objective-detail')).toHaveCount(0);
  await page.evaluate(() =>
    localStorage.setItem('grimoire.config', JSON.stringify({ quest_detailed: true })),
  );
  await page.reload();
  await expect(page.getByTestId('step-description').first()).toHaveText('Étape 1 : Tondre les Broutards.');
  await expect(page.getByTestId('objective-detail').first()).toHaveText('Carte 1210');
});

test('switching language on a quest page keeps the quest', async ({ page }) => {
  await page.goto('/fr/database/quest/501?level=30');
  await waitForHydration(page);
  await page.getByTestId('lang-en').click();
  await expect(page).toHaveURL(/\/en\/database\/quest\/501\?level=30$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Missing Wool');
  await expect(page).toHaveTitle('The Missing Wool — Level 8 quest — Grimoire');
});

test('the start condition reads in words, naming the quest to finish first', async ({ page }) => {
  await page.goto('/en/database/quest/507');
  await expect(page.getByTestId('quest-start-criterion')).toHaveText(
    'Start condition: Level > 150 · Quest “King of the Swamp” finished',
  );
  await page.goto('/fr/database/quest/507');
  await expect(page.getByTestId('quest-start-criterion')).toContainText(
    'Quête « Le roi des marais » terminée',
  );
});
