/**
 * The treasure hunt on the real clue data (project "real"): paste a travel command, press an arrow
 * key, pick a clue typed with a typo, copy the travel command, chain to the next step, undo; both
 * languages; the compact `/pip` shell. Clues are found through the API, never hard-coded.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { signUpViaApi } from '../accounts/helpers';
import { waitForHydration } from '../creatures/helpers';

interface Answer {
  data: { id: number; posX: number; posY: number; distance: number; pois: { id: number; name: Record<string, string> }[] }[];
}

/** The first clue north of a position whose nearest map is the answer's first map, with its name. */
async function clueNorth(request: APIRequestContext, x: number, y: number, lang: 'fr' | 'en') {
  const response = await request.get(`/api/treasure-hunt?x=${x}&y=${y}&direction=6&lang=${lang}&$limit=50`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as Answer;
  const seen = new Set<number>();
  for (const map of data) {
    // A clue whose nearest map is this one, with a name of at least 5 letters to misspell.
    const poi = map.pois.find((p) => !seen.has(p.id) && /\p{L}{5,}/u.test(p.name[lang]));
    for (const p of map.pois) seen.add(p.id);
    if (poi) return { id: poi.id, name: poi.name[lang], x: map.posX, y: map.posY, distance: map.distance };
  }
  throw new Error(`no clue north of ${x},${y}`);
}

/** The name with two letters of its longest word swapped: a typo the picker must forgive. */
function withTypo(name: string): string {
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  const i = Math.floor(word.length / 2);
  const typo = word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  return name.replace(word, typo).toLowerCase();
}

async function pastePosition(page: Page, text: string) {
  await page.getByTestId('hunt-x').evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function pickClue(page: Page, typed: string) {
  const input = page.getByTestId('hunt-clue');
  await expect(input).toBeFocused();
  await page.keyboard.type(typed, { delay: 15 });
  await page.keyboard.press('Enter');
}

for (const lang of ['fr', 'en'] as const) {
  test(`@real a hunt step chains into the next one (${lang})`, async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const first = await clueNorth(request, -20, -36, lang);
    const second = await clueNorth(request, first.x, first.y, lang);

    await page.goto(`/${lang}/tools/treasure-hunt`);
    await waitForHydration(page);
    await pastePosition(page, '/travel -20 -36');
    await expect(page.getByTestId('hunt-x')).toHaveValue('-20');
    await expect(page.getByTestId('hunt-y')).toHaveValue('-36');
    await expect(page.getByTestId('hunt-directions')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('hunt-direction-6')).toHaveAttribute('aria-checked', 'true');
    await pickClue(page, withTypo(first.name));
    await expect(page.getByTestId('hunt-clue')).toHaveValue(first.name);
    await expect(page.getByTestId('hunt-target')).toContainText(`[${first.x},${first.y}]`);
    await expect(page).toHaveURL(new RegExp(`x=-20&y=-36&direction=6&clue=${first.id}`));

    // Travel copies the command and makes the clue's map the next start.
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`/travel ${first.x},${first.y}`);
    await expect(page.getByTestId('hunt-y')).toHaveValue(String(first.y));
    await expect(page.getByTestId('hunt-history-step')).toHaveCount(1);
    await expect(page.getByTestId('hunt-directions')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await pickClue(page, second.name.slice(0, 6));
    await expect(page.getByTestId('hunt-target')).toContainText(`[${second.x},${second.y}]`);
    await page.getByTestId('hunt-travel').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`/travel ${second.x},${second.y}`);
    await expect(page.getByTestId('hunt-history-step')).toHaveCount(2);

    // Undo goes back to the last step as it was.
    await page.getByTestId('hunt-undo').click();
    await expect(page.getByTestId('hunt-history-step')).toHaveCount(1);
    await expect(page.getByTestId('hunt-target')).toContainText(`[${second.x},${second.y}]`);
  });
}

test('@real a Phorreur step, and a signed-in player reports a wrong clue (fr)', async ({ page, context, request }) => {
  const first = await clueNorth(request, -20, -36, 'fr');
  await page.goto('/fr/tools/treasure-hunt?x=-20&y=-36&direction=6');
  await waitForHydration(page);
  await page.getByTestId('hunt-clue').click();
  await page.keyboard.type('forreur');
  // The real Select loads on the first click: Enter picks once the Phorreur is offered first.
  await expect(page.getByRole('option').first()).toHaveText('Phorreur');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hunt-phorreur')).toContainText('10 cartes vers le nord');

  await signUpViaApi(page, context);
  await page.goto(`/fr/tools/treasure-hunt?x=-20&y=-36&direction=6&clue=${first.id}`);
  await waitForHydration(page);
  await page.getByTestId('hint-wrong').click();
  await page.getByTestId('hint-send').click();
  await expect(page.getByTestId('hint-sent')).toContainText('en attente de validation');
});

test('@real the /pip shell holds the same tool and address, without the site around it', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 520 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const first = await clueNorth(request, -20, -36, 'en');
  await page.goto(`/pip/en/tools/treasure-hunt?x=-20&y=-36&direction=6&clue=${first.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Treasure hunt' })).toBeVisible();
  await expect(page.getByTestId('hunt-target')).toContainText(`Clue at [${first.x},${first.y}]`);
  expect(errors).toEqual([]);
  await expect(page.getByTestId('hunt-travel')).toBeInViewport();
  await expect(page.getByTestId('menu-burger')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.goto('/pip/tools/treasure-hunt?x=1&y=2');
  await expect(page).toHaveURL(/\/pip\/(fr|en)\/tools\/treasure-hunt\?x=1&y=2/);
});
