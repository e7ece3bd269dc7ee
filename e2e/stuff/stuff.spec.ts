import { expect, test, type Page } from '../fixtures';
import { equip, ready } from './helpers';

test.describe('stuff builder (demo world)', () => {
  test('builds a level-200 stuff, publishes it hidden, opens the link elsewhere and copies it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/fr/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await expect(page.getByTestId('stuff-level')).toHaveValue('200');

    await equip(page, 'ring1', 'broutard', 431);
    await equip(page, 'ring2', 'cuivrelune', 432);
    await equip(page, 'dofus1', 'cendre', 601);
    await expect(page.getByTestId('slot-ring1')).toHaveAttribute('data-item-id', '431');
    await expect(page.getByTestId('slot-ring2')).toHaveAttribute('data-item-id', '432');
    await expect(page.getByTestId('slot-dofus1')).toHaveAttribute('data-item-id', '601');
    await expect(page.getByTestId('slot-ring1-name')).toHaveText('Anneau du Broutard Pourpre');

    // 995 capital points at level 200; typing more is lowered to what is affordable.
    await expect(page.getByTestId('capital-remaining')).toHaveAttribute('data-value', '995');
    await page.getByTestId('base-vitality').fill('2000');
    await expect(page.getByTestId('base-vitality')).toHaveValue('995');
    await expect(page.getByTestId('capital-remaining')).toHaveAttribute('data-value', '0');
    await page.getByTestId('parchment-wisdom').fill('150');
    await expect(page.getByTestId('parchment-wisdom')).toHaveValue('100');
    await expect(page.getByTestId('stuff-problems-none')).toBeVisible();

    // The unsaved stuff survives a reload.
    await page.reload();
    await ready(page, 'stuff-editor');
    await expect(page.getByTestId('slot-dofus1')).toHaveAttribute('data-item-id', '601');
    await expect(page.getByTestId('base-vitality')).toHaveValue('995');

    await page.getByTestId('stuff-publish').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('sharing-private')).toBeDisabled();
    await dialog.getByTestId('publish-title').fill('x');
    await dialog.getByTestId('publish-submit').click();
    await expect(dialog.getByText('Ce champ doit contenir au moins 2 caractères')).toBeVisible();
    await dialog.getByTestId('publish-title').fill('Stuff e2e caché');
    await dialog.getByTestId('sharing-hidden').check();
    await dialog.getByTestId('publish-submit').click();

    await expect(page).toHaveURL(/\/fr\/tools\/stuff\/[\w-]{22}$/);
    await ready(page, 'stuff-view');
    await expect(page.getByTestId('stuff-title')).toHaveText('Stuff e2e caché');
    await expect(page.getByTestId('stuff-sharing')).toHaveText('Non répertorié');
    await expect(page.getByTestId('stuff-edit')).toBeVisible();
    const shareLink = await page.getByTestId('share-link').inputValue();
    expect(shareLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fr\/tools\/stuff\/[\w-]{22}$/);
    const hiddenId = shareLink.split('/').pop()!;

    // A fresh browser (no edit secret) sees the hidden stuff through its link, but cannot edit it.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(shareLink);
    await ready(visitor, 'stuff-view');
    await expect(visitor.getByTestId('stuff-title')).toHaveText('Stuff e2e caché');
    await expect(visitor.getByTestId('slot-ring1')).toHaveAttribute('data-item-id', '431');
    await expect(visitor.getByTestId('stuff-edit')).toHaveCount(0);
    await expect(visitor.getByTestId('stuff-delete')).toHaveCount(0);

    await visitor.getByTestId('stuff-copy').click();
    await expect(visitor).toHaveURL(new RegExp(`/fr/tools/stuff/copy/${hiddenId}$`));
    await ready(visitor, 'stuff-editor');
    await expect(visitor.getByTestId('slot-dofus1')).toHaveAttribute('data-item-id', '601');
    await visitor.getByTestId('stuff-publish').click();
    const copyDialog = visitor.getByRole('dialog');
    await expect(copyDialog.getByTestId('publish-title')).toHaveValue('Stuff e2e caché');
    await copyDialog.getByTestId('publish-title').fill('Copie publique e2e');
    await copyDialog.getByTestId('sharing-public').check();
    await copyDialog.getByTestId('publish-submit').click();
    await expect(visitor).toHaveURL(/\/fr\/tools\/stuff\/[\w-]{22}$/);
    await ready(visitor, 'stuff-view');
    const copyId = visitor.url().split('/').pop()!;
    expect(copyId).not.toBe(hiddenId);
    await expect(visitor.getByTestId('stuff-edit')).toBeVisible();

    // Lists show the public copy, never the hidden original; itemIds needs every item.
    await visitor.goto('/en/tools/stuffs?itemIds=431,601');
    await expect(visitor.getByTestId(`stuff-row-${copyId}`)).toBeVisible();
    await expect(visitor.getByTestId(`stuff-row-${hiddenId}`)).toHaveCount(0);
    await visitor.goto('/en/tools/stuffs?itemIds=431,611');
    await expect(visitor.getByTestId(`stuff-row-${copyId}`)).toHaveCount(0);
    await expect(visitor.getByTestId('list-empty')).toBeVisible();

    // The guest who published the copy can delete it; the link then answers "not found or private".
    await visitor.goto(`/en/tools/stuff/${copyId}`);
    await ready(visitor, 'stuff-view');
    await visitor.getByTestId('stuff-delete').click();
    await visitor.getByTestId('stuff-delete-confirm').click();
    await expect(visitor.getByText('Your stuff has been deleted')).toBeVisible();
    const gone = await visitor.goto(`/en/tools/stuff/${copyId}`);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByText('Stuff not found or private')).toBeVisible();
    await other.close();
  });

  test('refuses to equip a set ring twice', async ({ page }) => {
    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await equip(page, 'ring1', 'grazer', 431);
    await page.getByTestId('slot-ring2').getByRole('button').first().click();
    const picker = page.getByRole('dialog');
    await picker.getByTestId('picker-name').fill('grazer');
    await picker.getByTestId('pick-item-431').click();
    await expect(page.getByTestId('equip-refusal')).toContainText('This item cannot be equipped');
    await expect(page.getByTestId('slot-ring2')).toHaveAttribute('data-item-id', '');
    // A ring outside any set can be worn twice.
    await equip(page, 'ring1', 'mooncopper', 432);
    await equip(page, 'ring2', 'mooncopper', 432);
    await expect(page.getByTestId('slot-ring2')).toHaveAttribute('data-item-id', '432');
  });

  test('explains problems: item level too high and an unmet condition', async ({ page }) => {
    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await equip(page, 'dofus1', 'misty', 602);
    await page.getByTestId('stuff-level').fill('100');
    const problems = page.getByTestId('stuff-problems');
    await expect(problems).toContainText('is level 180, above the stuff');
    await expect(problems).toContainText('Level > 150');
  });

  test('previews weapon damage with the calcul_damage flag', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('grimoire.config', JSON.stringify({ calcul_damage: true })),
    );
    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await expect(page.getByTestId('damage-preview')).toContainText('Equip a weapon');
    // Ashblack Bow: air 6-10, +10 agility at best roll, critical bonus +5.
    await equip(page, 'weapon', 'ashblack', 501);
    const row = page.getByTestId('damage-preview').getByRole('row', { name: /Air/ });
    await expect(row).toContainText('6–11');
    await expect(row).toContainText('12–16');
  });

  test('pins a class spell, previews its damage and keeps it after a reload and a save', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() =>
      window.localStorage.setItem('grimoire.config', JSON.stringify({ calcul_damage: true })),
    );
    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    // Default class 1, level 200: Moonshard (1001) at its level 2, water 13-18, critical 15-21.
    const pin = page.getByTestId('pin-spell-1001');
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    const line = page.getByTestId('damage-spell-1001').getByTestId('damage-line-water');
    await expect(line).toContainText('13–18');
    await expect(line).toContainText('15–21');

    await page.reload();
    await ready(page, 'stuff-editor');
    await expect(page.getByTestId('pin-spell-1001')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('damage-spell-1001').getByTestId('damage-line-water')).toBeVisible();

    // A stuff needs an item to be published.
    await equip(page, 'ring1', 'grazer', 431);
    await page.getByTestId('stuff-publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('publish-title').fill('Pinned spell e2e');
    await dialog.getByTestId('sharing-hidden').check();
    await dialog.getByTestId('publish-submit').click();
    await expect(page).toHaveURL(/\/en\/tools\/stuff\/[\w-]{22}$/);
    await ready(page, 'stuff-view');
    await expect(page.getByTestId('pinned-spell-1001')).toBeVisible();
    await expect(page.getByTestId('damage-spell-1001').getByTestId('damage-line-water')).toContainText(
      '13–18',
    );
  });

  test('a guest keeps a private edit link that lets another browser save a change', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await equip(page, 'ring1', 'grazer', 431);
    await page.getByTestId('stuff-publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('publish-title').fill('Guest edit link e2e');
    await dialog.getByTestId('sharing-public').check();
    await dialog.getByTestId('publish-submit').click();
    await expect(page).toHaveURL(/\/en\/tools\/stuff\/[\w-]{22}$/);
    await ready(page, 'stuff-view');
    const id = page.url().split('/').pop()!;
    const editLink = await page.getByTestId('edit-link').inputValue();
    expect(editLink).toMatch(new RegExp(`/en/tools/stuff/editor/${id}#secret=[\\w-]+$`));
    // The share link never carries the secret.
    expect(await page.getByTestId('share-link').inputValue()).not.toContain('secret');

    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(editLink);
    await ready(elsewhere, 'stuff-editor');
    // The secret is kept in that browser and dropped from the address bar.
    await expect(elsewhere).toHaveURL(new RegExp(`/en/tools/stuff/editor/${id}$`));
    await expect(elsewhere.getByTestId('stuff-not-owner')).toHaveCount(0);
    await expect(elsewhere.getByTestId('edit-link')).toBeVisible();
    await elsewhere.getByTestId('stuff-publish').click();
    const saveDialog = elsewhere.getByRole('dialog');
    await expect(saveDialog.getByTestId('publish-title')).toHaveValue('Guest edit link e2e');
    await saveDialog.getByTestId('publish-title').fill('Guest edit link e2e, changed');
    await saveDialog.getByTestId('publish-submit').click();
    // Saved in place: same id, new title.
    await expect(elsewhere).toHaveURL(new RegExp(`/en/tools/stuff/${id}$`));
    await ready(elsewhere, 'stuff-view');
    await expect(elsewhere.getByTestId('stuff-title')).toHaveText('Guest edit link e2e, changed');
    await expect(elsewhere.getByTestId('stuff-edit')).toBeVisible();
    await other.close();
  });

  test('a guest secret kept under a stuff’s old integer id moves to its share id', async ({ page, request }) => {
    test.setTimeout(120_000);
    const created = await request.post('/api/stuffs', {
      data: { level: 50, items: { ring1: 431 }, breed: 1, title: 'Before share ids', sharing: 'hidden' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, editSecret } = (await created.json()) as { id: string; editSecret: string };
    // The stuff's integer id, as a browser of before share ids knew it: only the secret opens it.
    let legacyId = 0;
    for (let n = 1; n <= 500 && !legacyId; n += 1) {
      const answer = await request.get(`/api/stuffs/${n}`, { headers: { 'x-edit-secret': editSecret } });
      if (answer.ok() && ((await answer.json()) as { id: string }).id === id) legacyId = n;
    }
    expect(legacyId).toBeGreaterThan(0);
    expect((await request.get(`/api/stuffs/${legacyId}`)).status()).toBe(404);
    await page.goto('/en');
    await page.evaluate(([key, secret]) => localStorage.setItem('grimoire.stuff.secrets', JSON.stringify({ [key]: secret })), [String(legacyId), editSecret]);

    await page.goto(`/en/tools/stuff/${id}`);
    await ready(page, 'stuff-view');
    await expect(page.getByTestId('stuff-edit')).toBeVisible();
    const secrets = await page.evaluate(() => JSON.parse(localStorage.getItem('grimoire.stuff.secrets') ?? '{}') as Record<string, string>);
    expect(secrets).toEqual({ [id]: editSecret });
  });

  test('renders without console or hydration errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Game images come from the image cache, whose upstream is unreachable here: it answers the placeholder.
      if (/Failed to load resource/.test(message.text())) return;
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await page.goto('/en/tools/stuffs');
    await expect(page.getByTestId('stuff-filters')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in user publishes a private stuff only they can see', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const username = `stuffer${Date.now()}`;
    const password = 'correct horse battery';
    expect((await page.request.post('/api/users', { data: { username, password } })).ok()).toBe(true);
    const auth = await page.request.post('/api/authentication', {
      data: { strategy: 'local', username, password },
    });
    const { accessToken } = (await auth.json()) as { accessToken: string };
    await page.context().addCookies([{ name: 'grimoire_token', value: accessToken, url: baseURL! }]);
    // Server rendering must know the signed-in user from the token cookie: no redirect to sign-in.
    const mine = await page.request.get('/en/tools/stuffs?me=true', { maxRedirects: 0 });
    expect(mine.status(), 'my stuffs answer without redirecting to sign-in').toBe(200);

    await page.goto('/en/tools/stuff/creator');
    await ready(page, 'stuff-editor');
    await equip(page, 'helmet', 'grazer', 401);
    await page.getByTestId('stuff-publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('publish-title').fill('My private build');
    await dialog.getByTestId('sharing-private').check();
    await dialog.getByTestId('publish-submit').click();
    await expect(page).toHaveURL(/\/en\/tools\/stuff\/[\w-]{22}$/);
    await ready(page, 'stuff-view');
    await expect(page.getByTestId('stuff-sharing')).toHaveText('Private');
    const id = page.url().split('/').pop()!;

    await page.goto('/en/tools/stuffs?me=true');
    await expect(page.getByTestId(`stuff-row-${id}`)).toBeVisible();
    await page.goto('/en/tools/stuffs');
    await expect(page.getByTestId(`stuff-row-${id}`)).toHaveCount(0);

    const stranger = await browser.newContext();
    const response = await (await stranger.newPage()).goto(`${baseURL}/en/tools/stuff/${id}`);
    expect(response?.status()).toBe(404);
    await stranger.close();
  });

  test('a missing stuff shows "Stuff not found or private"', async ({ page }) => {
    const response = await page.goto('/fr/tools/stuff/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Stuff introuvable ou privé')).toBeVisible();
    await expect(page).toHaveTitle(/Page introuvable|Stuff introuvable/);
  });
});

/** Opens the picker of a slot and equips its `nth` result (the picker lists what fits the slot). */
async function equipNth(page: Page, slot: string, nth: number): Promise<string> {
  await page.getByTestId(`slot-${slot}`).getByRole('button').first().click();
  const picker = page.getByRole('dialog');
  await picker.getByTestId('picker-results').getByRole('button').nth(nth).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId(`slot-${slot}`), `${slot} holds an item`).toHaveAttribute('data-item-id', /^\d+$/);
  const itemId = await page.getByTestId(`slot-${slot}`).getAttribute('data-item-id');
  return itemId!;
}

test('@real builds a level-200 stuff with two rings and a dofus, publishes it hidden, opens the link elsewhere and copies it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/tools/stuff/creator');
  await ready(page, 'stuff-editor');
  await expect(page.getByTestId('stuff-level')).toHaveValue('200');
  const ring1 = await equipNth(page, 'ring1', 0);
  const ring2 = await equipNth(page, 'ring2', 1);
  const dofus = await equipNth(page, 'dofus1', 0);
  expect(ring2).not.toBe(ring1);
  await expect(page.getByTestId('derived-lifePoints')).not.toHaveText('');

  // Every capital point spent: 995 at level 200, vitality costs 1 per point.
  await expect(page.getByTestId('capital-remaining')).toHaveAttribute('data-value', '995');
  await page.getByTestId('base-vitality').fill('5000');
  await expect(page.getByTestId('base-vitality')).toHaveValue('995');
  await expect(page.getByTestId('capital-remaining')).toHaveAttribute('data-value', '0');

  await page.getByTestId('stuff-publish').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('publish-title').fill('Real data build');
  await dialog.getByTestId('sharing-hidden').check();
  await dialog.getByTestId('publish-submit').click();
  await expect(page).toHaveURL(/\/en\/tools\/stuff\/[\w-]{22}$/);
  await ready(page, 'stuff-view');
  await expect(page.getByTestId('stuff-title')).toHaveText('Real data build');
  const shareLink = await page.getByTestId('share-link').inputValue();

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(shareLink);
  await ready(visitor, 'stuff-view');
  await expect(visitor.getByTestId('slot-ring1')).toHaveAttribute('data-item-id', ring1);
  await expect(visitor.getByTestId('slot-ring2')).toHaveAttribute('data-item-id', ring2);
  await expect(visitor.getByTestId('stuff-edit')).toHaveCount(0);
  await visitor.getByTestId('stuff-copy').click();
  await expect(visitor).toHaveURL(/\/en\/tools\/stuff\/copy\/[\w-]{22}$/);
  await ready(visitor, 'stuff-editor');
  await expect(visitor.getByTestId('slot-dofus1')).toHaveAttribute('data-item-id', dofus);
  await expect(visitor.getByTestId('base-vitality')).toHaveValue('995');
  await other.close();
});

test.describe('stuff builder, several stuffs in one visit (demo world)', () => {
  test('three stuffs published one after the other through the site each keep their own items', async ({ page }) => {
    test.setTimeout(120_000);
    const stuffs = [
      { title: 'Premier du jour', slot: 'ring1', search: 'broutard', id: 431 },
      { title: 'Deuxième du jour', slot: 'ring2', search: 'cuivrelune', id: 432 },
      { title: 'Troisième du jour', slot: 'dofus1', search: 'cendre', id: 601 },
    ];
    await page.goto('/fr/tools/stuffs');
    for (const stuff of stuffs) {
      // From the stuffs list to a new stuff, inside the page (no reload between them).
      await page.getByRole('link', { name: 'Nouveau stuff' }).click();
      await ready(page, 'stuff-editor');
      await expect(page.getByTestId('stuff-publish')).toBeDisabled();
      await equip(page, stuff.slot, stuff.search, stuff.id);
      await page.getByTestId('stuff-publish').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('publish-title').fill(stuff.title);
      await dialog.getByTestId('sharing-public').check();
      await dialog.getByTestId('publish-submit').click();
      await ready(page, 'stuff-view');
      await expect(page.getByTestId('stuff-title')).toHaveText(stuff.title);
      await expect(page.getByTestId(`slot-${stuff.slot}`)).toHaveAttribute('data-item-id', String(stuff.id));
      // What the server kept, not only what the page shows.
      const saved = (await (await page.request.get(`/api/stuffs/${page.url().split('/').pop()}`)).json()) as {
        items: Record<string, unknown>;
      };
      expect(Object.keys(saved.items)).toHaveLength(1);
      await page.getByRole('link', { name: 'Stuffs', exact: true }).first().click();
      await expect(page).toHaveURL(/\/fr\/tools\/stuffs/);
    }
  });
});
