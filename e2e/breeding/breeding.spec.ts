/** The breeding trackers on the real game data (project "real"): owned mounts, what to breed next, a reload. */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { baseUrl, signUpViaApi } from '../accounts/helpers';

interface MountRow {
  id: number;
  generation: number;
  crossings: number[][];
}

/** A generation-2 mount of the family and the two generation-1 mounts that give it. */
async function firstCrossing(request: APIRequestContext, family: string) {
  const answer = await request.get(`/api/mounts?family=${family}&generation=2&$limit=1&$sort[id]=1`);
  const { data } = (await answer.json()) as { data: MountRow[] };
  expect(data[0]?.crossings[0], 'a generation-2 crossing in the data').toBeDefined();
  const [male, female] = data[0].crossings[0];
  return { child: data[0].id, male, female };
}

const card = (page: Page, id: number) => page.locator(`[data-testid="mount-card"][data-mount="${id}"]`);
/** Ticks an owned mount as a player does: a click on the ♂ or ♀ chip. */
async function own(page: Page, id: number, sex: 'male' | 'female') {
  await card(page, id).locator('label').filter({ hasText: sex === 'male' ? '♂' : '♀' }).click();
  await expect(card(page, id).getByTestId(`toggle-${sex}`)).toBeChecked();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('breeding-page')).toHaveAttribute('data-hydrated', 'true');
}

test('@real Muldos (FR): owned male and female show what can be bred next, and survive a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { child, male, female } = await firstCrossing(request, 'muldo');
  await open(page, '/fr/tools/breeding/crossing/muldo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Élevage : Muldos');
  await expect(page.getByTestId('capture-zone')).toContainText('Bassin des Muldos');
  await expect(card(page, child)).not.toHaveAttribute('data-next', 'true');

  await own(page, male, 'male');
  await own(page, female, 'female');
  await expect(card(page, child)).toHaveAttribute('data-next', 'true');
  await expect(card(page, child).getByTestId('mount-next')).toHaveText('À faire naître');
  await expect(page.getByTestId('breeding-progress-total')).toHaveText('2 / 120 montures possédées');

  // The pair's odds: the generation-2 baby is the target, at B = 30.3 % for two level-1 parents.
  await card(page, child).getByRole('button', { name: 'Voir les chances' }).click();
  await expect(page).toHaveURL(new RegExp(`male=${male}&female=${female}`));
  await expect(page.getByTestId('odds-target')).toHaveText(/Génération cible 2 : 30,3\s?% de chances/);
  await expect(page.getByTestId('odds-row')).toHaveCount(3);

  // Stored under the spec's store name, and still there after a reload.
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('muldos') ?? '{}'));
  expect(Object.values(stored.male)).toEqual([true]);
  await page.reload();
  await expect(page.getByTestId('breeding-page')).toHaveAttribute('data-hydrated', 'true');
  await expect(card(page, male).getByTestId('toggle-male')).toBeChecked();
  await expect(card(page, female).getByTestId('toggle-female')).toBeChecked();
  await expect(card(page, child)).toHaveAttribute('data-next', 'true');
  await expect(page.getByTestId('odds-row')).toHaveCount(3);
});

test('@real Rhineetles (EN, signed in): the next breedable filter, another tab and another browser following', async ({ page, context, request, browser }) => {
  test.setTimeout(120_000);
  const { child, male, female } = await firstCrossing(request, 'volkorne');
  const { token } = await signUpViaApi(page, context);
  await open(page, '/en/tools/breeding/crossing/volk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breeding: Rhineetles');
  const other = await page.context().newPage();
  await open(other, '/en/tools/breeding/crossing/volk');

  await own(page, male, 'male');
  await own(page, female, 'female');
  await page.getByTestId('breeding-filter').getByText(/To breed next/).click();
  await expect(page).toHaveURL(/show=next/);
  await expect(page.getByTestId('mount-card')).toHaveCount(1);
  await expect(card(page, child).getByTestId('mount-next')).toHaveText('Breed next');

  // The other tab follows through local storage, without a reload.
  await expect(card(other, male).getByTestId('toggle-male')).toBeChecked();
  await expect(card(other, child)).toHaveAttribute('data-next', 'true');
  await page.reload();
  await expect(page.getByTestId('breeding-page')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('mount-card')).toHaveCount(1);
  await expect(card(page, child)).toHaveAttribute('data-next', 'true');

  // Saved on the account: a browser with nothing stored gets them once signed in.
  await expect(page.getByTestId('breeding-sync')).toHaveAttribute('data-status', 'saved');
  const elsewhere = await browser.newContext();
  await elsewhere.addCookies([{ name: 'grimoire_token', value: token, url: baseUrl(), sameSite: 'Lax' }]);
  const fresh = await elsewhere.newPage();
  await open(fresh, '/en/tools/breeding/crossing/volk');
  await expect(fresh.getByTestId('breeding-sync')).toHaveAttribute('data-status', 'saved');
  await expect(card(fresh, male).getByTestId('toggle-male')).toBeChecked();
  await expect(card(fresh, female).getByTestId('toggle-female')).toBeChecked();
  await expect(card(fresh, child)).toHaveAttribute('data-next', 'true');
  await elsewhere.close();
});

test('@real Dragoturkeys (EN): the colours are named in English, never in French', async ({ page }) => {
  await open(page, '/en/tools/breeding/crossing/dragodinde');
  await page.getByTestId('generations-unfold').click();
  // "Dragodinde Ébène" is the Ebony Dragoturkey: its colour, and a two-colour one's, in English.
  await expect(page.locator('[data-mount="3"]').getByTestId('mount-colours')).toHaveText('Ebony');
  const colours = (await page.getByTestId('mount-colours').allTextContents()).join(' ');
  expect(colours).toContain('Almond · Golden');
  expect(colours).not.toMatch(/Ébène|Amande|Dorée|Rousse|Ivoire/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('@real Seemyools (EN): generations fold, the one to breed unfolds, and the capture zone reads in English where the site has the name', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { child, male, female } = await firstCrossing(request, 'muldo');
    await open(page, '/en/tools/breeding/crossing/muldo');
    const generations = page.getByTestId('generation');
    const count = await generations.count();
    expect(count).toBeGreaterThan(5);
    // Only the first generation is unfolded: its cards show, the others' do not.
    await expect(card(page, male)).toBeVisible();
    await expect(card(page, child)).toBeHidden();
    // Owning both parents unfolds the generation where the baby can now be bred, and says so.
    await own(page, male, 'male');
    await own(page, female, 'female');
    const second = page.locator('[data-testid="generation"][data-generation="2"]');
    await expect(second.getByTestId('generation-summary')).toContainText('1 to breed next');
    await expect(card(page, child)).toBeVisible();

    const tall = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.getByTestId('generations-unfold').click();
    await expect(page.getByTestId('mount-card').last()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3 * tall);
    await page.getByTestId('generations-fold').click();
    await expect(card(page, male)).toBeHidden();
    await expect(card(page, child)).toBeHidden();
    // Folded by the player, a generation still says what can be bred there; a tap on its heading (a
    // 44 px target, Enter from the keyboard) unfolds it.
    await expect(second.getByTestId('generation-summary')).toContainText('1 to breed next');
    await second.getByTestId('generation-summary').click();
    await expect(card(page, child)).toBeVisible();

    // "Bassin des Muldos" has no English name in any source: French, marked; its area has one.
    await expect(page.getByTestId('capture-zone')).toContainText('Bassin des Muldos (FR) (Sufokia Bay)');
  });

  test('@real Dragoturkeys (EN): the capture zone and its zaap use the English names the portals show', async ({ page }) => {
    await open(page, '/en/tools/breeding/crossing/dragodinde');
    await expect(page.getByTestId('capture-zone')).toContainText('Scaraleaf Plain (Amakna), from [-6,21] to [5,32]');
    await expect(page.getByTestId('capture-zone')).toContainText('Nearest zaap: Scaraleaf Plain [-1,24]');
    await expect(page.getByTestId('capture-zone')).not.toContainText('Scarafeuilles');
  });
});
