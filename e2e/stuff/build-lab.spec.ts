import { expect, test, type APIRequestContext } from '../fixtures';
import { signUpViaApi } from '../accounts/helpers';
import { equip, ready } from './helpers';

const zero = { vitality: 0, strength: 0, intelligence: 0, agility: 0, chance: 0, wisdom: 0 };
const build = (title: string, items: Record<string, number>, extra: Record<string, unknown> = {}) => ({
  level: 100,
  items,
  base: zero,
  parchment: zero,
  breed: 1,
  sexe: 'female',
  title,
  sharing: 'public',
  ...extra,
});

async function publish(request: APIRequestContext, body: unknown, token?: string): Promise<string> {
  const created = await request.post('/api/stuffs', { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe('build lab (demo world)', () => {
  test('aims the damage at a monster grade, and the link keeps the target', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => window.localStorage.setItem('grimoire.config', JSON.stringify({ calcul_damage: true })));
    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await page.getByTestId('pin-spell-1001').click();
    const line = page.getByTestId('damage-spell-1001').getByTestId('damage-line-water');
    await expect(line.getByTestId('damage-normal')).toContainText('13–18');

    // Woolly Grazer (demo world): 0 % water at grade 1, 4 % at grade 5.
    const preview = page.getByTestId('damage-preview');
    await preview.getByRole('button', { name: 'Monster' }).click();
    await preview.getByTestId('damage-target-monster').fill('Woolly');
    await page.getByRole('option', { name: 'Woolly Grazer' }).click();
    await expect(preview.getByTestId('damage-target-resistances')).toContainText('Water 0 %');
    await expect(line.getByTestId('damage-normal')).toContainText('13–18');
    await preview.getByTestId('damage-target-grade').click();
    await page.getByRole('option', { name: /Grade 5/ }).click();
    await expect(preview.getByTestId('damage-target-resistances')).toContainText('Water 4 %');
    // 13 × 96 % = 12.48 → 12, 18 × 96 % = 17.28 → 17; critical 15-21 → 14-20.
    await expect(line.getByTestId('damage-normal')).toContainText('12–17');
    await expect(line.getByTestId('damage-critical')).toContainText('14–20');
    await expect(page).toHaveURL(/[?&]target=m\.102\.5/);

    await page.reload();
    await ready(page, 'stuff-editor');
    await expect(page.getByTestId('damage-spell-1001').getByTestId('damage-line-water').getByTestId('damage-normal')).toContainText('12–17');

    // A grade the monster does not have (a hand-edited link) is said so; the damage stays unresisted.
    await page.goto('/en/tools/stuff/creator?target=m.102.9');
    await ready(page, 'stuff-editor');
    await expect(preview.getByTestId('damage-target-no-grade')).toContainText('no grade 9');
    await expect(line.getByTestId('damage-normal')).toContainText('13–18');

    // Typed resistances: 50 % water halves the hit.
    await preview.getByRole('button', { name: 'Custom resistances' }).click();
    await preview.getByTestId('damage-target-percent-water').fill('50');
    await expect(line.getByTestId('damage-normal')).toContainText('6–9');
  });

  test('compares two builds: the characteristic that differs is marked, the link holds both', async ({ page, request }) => {
    // Purple Grazer Ring (431) in both; the Ashblack Bow (501, agility 5-10) in B only.
    const a = await publish(request, build('Ring only', { ring1: 431 }));
    const b = await publish(request, build('Ring and bow', { ring1: 431, weapon: 501 }, { sharing: 'hidden' }));
    await page.goto(`/en/tools/stuffs/compare?ids=${a},${b}`);
    const agility = page.getByTestId('compare-row-c:14');
    await expect(agility).toHaveAttribute('data-differs', 'true');
    await expect(agility).toContainText('(+10)');
    await expect(page.getByTestId('compare-row-c:11')).toHaveAttribute('data-differs', 'false');
    await expect(page.getByTestId('compare-slot-weapon')).toContainText('Ashblack Bow');
    await expect(page.getByTestId('compare-share-link')).toHaveValue(new RegExp(`/en/tools/stuffs/compare\\?ids=${a},${b}$`));
    // Only the differences: vitality (the same ring in both) goes.
    await page.getByRole('switch', { name: 'Only differences' }).check();
    await expect(page.getByTestId('compare-row-c:11')).toHaveCount(0);
    await expect(agility).toBeVisible();
    // Each build's own weapon against no target: B's bow hits, A has none.
    await expect(page.getByTestId('compare-damage-1').getByTestId('damage-line-air')).toBeVisible();
    await expect(page.getByTestId('compare-damage-0')).toContainText('No weapon hit.');
    await expect(page.getByTestId('compare-craft')).toBeVisible();

    // A private build of someone else cannot be compared: the page is the localized 404.
    const { token } = await signUpViaApi(page, page.context());
    const secret = await publish(request, build('Secret', { ring1: 431 }, { sharing: 'private' }), token);
    await page.context().clearCookies();
    const missing = await page.goto(`/fr/tools/stuffs/compare?ids=${a},${secret}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Stuff not found or private').or(page.getByText('Stuff introuvable ou privé'))).toBeVisible();
  });

  test('compares a build in progress with the one it was copied from, and the link keeps it', async ({ page, request }) => {
    const saved = await publish(request, build('Saved ring', { ring1: 431 }));
    await page.goto(`/en/tools/stuff/copy/${saved}`);
    await expect(page.getByTestId('stuff-editor')).toHaveAttribute('data-ready', 'true');
    await equip(page, 'weapon', 'ashblack', 501);
    await page.getByTestId('stuff-compare-draft').click();
    await expect(page).toHaveURL(new RegExp(`/en/tools/stuffs/compare\\?ids=${saved}&draft=[\\w-]+$`));
    await expect(page.getByTestId('compare-builds')).toContainText('Build in progress');
    await expect(page.getByTestId('compare-row-c:14')).toContainText('(+10)');
    const link = await page.getByTestId('compare-share-link').inputValue();
    await page.goto(link);
    await expect(page.getByTestId('compare-row-c:14')).toContainText('(+10)');
    // A mangled draft is said so, not silently dropped.
    await page.goto(`/en/tools/stuffs/compare?ids=${saved}&draft=bm90LWEtYnVpbGQ`);
    await expect(page.getByTestId('compare-draft-unreadable')).toBeVisible();
  });

  test('a member likes a public build, finds it by tag and most liked, and on the author profile and the item page', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const author = await signUpViaApi(page, context);
    const title = `Koli ${Date.now().toString(36)}`;
    const id = await publish(request, build(title, { ring1: 431 }, { tags: ['pvp', 'koliseum'], elements: ['earth'] }), author.token);
    await context.clearCookies();
    await signUpViaApi(page, context);
    await page.goto(`/en/tools/stuff/${id}`);
    await expect(page.getByTestId('stuff-view')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('stuff-labels')).toContainText('Koliseum');
    const like = page.getByTestId('stuff-like');
    await expect(like).toHaveText('0 likes');
    await like.click();
    await expect(like).toHaveText('1 like');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('stuff-like')).toHaveText('1 like');

    await page.goto('/en/tools/stuffs?tags=koliseum&element=earth&sort=likes');
    await expect(page.getByTestId(`stuff-row-${id}`).getByTestId('stuff-likes')).toHaveText('1');
    await page.getByTestId(`stuff-row-${id}`).getByRole('link', { name: author.username }).click();
    await expect(page).toHaveURL(new RegExp(`/en/profile/${author.username}$`));
    await expect(page.getByTestId('profile-counts')).toContainText('1 public build');
    await expect(page.getByTestId(`stuff-row-${id}`)).toBeVisible();

    // Its page carries a share card: the picture answers as a PNG.
    await page.goto(`/fr/tools/stuff/${id}`);
    const picture = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(picture).toMatch(new RegExp(`/cards/stuffs/${id}\\.png\\?lang=fr&v=\\d+$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const card = await page.request.get(picture!);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');

    await page.goto('/en/database/object/431');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/|https?:/);
    await expect(page.getByTestId('item-builds')).toContainText(title);
    await expect(page.getByTestId('item-builds-all')).toHaveAttribute('href', '/en/tools/stuffs?itemIds=431&sort=likes');
  });
});
