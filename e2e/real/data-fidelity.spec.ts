/**
 * Data fidelity on the real bundle (project "real"): no page a player reads shows a bare id, and
 * pictures only come from the configured image hosts (no CSP violation). Ids are found through the
 * API, preferring records whose related records the data lacks (the pages must count them instead).
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';

async function ids(request: APIRequestContext, query: string, count = 1): Promise<number[]> {
  const answer = await request.get(`/api/${query}${query.includes('?') ? '&' : '?'}$limit=${count}`);
  expect(answer.ok(), query).toBe(true);
  const found = ((await answer.json()).data as { id: number }[]).map((r) => r.id);
  expect(found.length, query).toBeGreaterThan(0);
  return found;
}

/** A visible bare id: "#1234", "Item #12", "Objet n°12", or raw game link markup. */
const BARE_ID = /#\d+|\bItem #|Objet n°\s?\d|\{\{\w+,\d+::/;

async function visibleText(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.locator('main').innerText();
}

test('@real no detail page shows a bare id, in French or English', async ({ page, request }) => {
  test.setTimeout(180_000);
  const pages: string[] = [];
  const add = (path: string, list: number[]) =>
    list.forEach((id) => pages.push(path.replace(':id', String(id))));
  add('/database/monster/:id', await ids(request, 'monsters?omitted.drops[$gt]=0&$sort[id]=1', 2));
  add('/database/monster/:id', await ids(request, 'monsters?drops.0[$exists]=true&$sort[id]=-1'));
  // Since the 3.6.8.8 tables every monster a race lists is a record: any race page with monsters.
  add('/database/monsters/race/:id', await ids(request, 'monster-races?monsterIds.0[$exists]=true&id[$gt]=0'));
  add('/database/item-sets/:id', await ids(request, 'item-sets?omitted.itemIds[$gt]=0'));
  add('/database/object/:id', await ids(request, 'items?typeId=1&$sort[level]=-1'));
  add('/database/object/:id', await ids(request, 'items?dropMonsterIds.0[$exists]=true'));
  const [harvested] = (
    await (await request.get('/api/subareas?harvestables.0[$exists]=true&$limit=1')).json()
  ).data as {
    harvestables: number[];
  }[];
  add('/database/object/:id', [harvested.harvestables[0]]);
  add('/database/quest/:id', await ids(request, 'quests?steps.rewards.omitted.itemsReward[$gt]=0'));
  add('/database/quest/:id', await ids(request, 'quests?categoryId=0'));
  add('/database/quests/category/:id', await ids(request, 'quest-categories?omitted.questIds[$gt]=0'));
  add('/database/achievements/:id', await ids(request, 'achievements?categoryId=0'));
  add('/database/achievements/category/:id', await ids(request, 'achievement-categories'));
  add('/database/dungeon/:id', await ids(request, 'dungeons'));
  add('/database/havenbag/:id', await ids(request, 'havenbag-themes'));
  add('/database/breeds/:id', await ids(request, 'breeds'));
  pages.push(
    '/almanax?date=2026-11-23',
    '/almanax?date=2026-11-25',
    '/database/quests',
    '/database/objects?sort=level',
  );
  for (const path of pages) {
    for (const lang of ['fr', 'en']) {
      const text = await visibleText(page, `/${lang}${path}`);
      expect(text.match(BARE_ID)?.[0], `${lang}${path}`).toBeUndefined();
    }
  }
});

test('@real the harvest places, the counted left-out drops and the almanax links show', async ({
  page,
  request,
}) => {
  const [monsterId] = await ids(request, 'monsters?omitted.drops[$gt]=0');
  await page.goto(`/en/database/monster/${monsterId}`);
  await expect(page.getByTestId('omitted-note')).toContainText('not in the data');
  const [subArea] = (
    await (await request.get('/api/subareas?harvestables.0[$exists]=true&name[$exists]=true&$limit=1')).json()
  ).data as { harvestables: number[] }[];
  await page.goto(`/fr/database/object/${subArea.harvestables[0]}`);
  await expect(page.getByTestId('item-harvest-places')).toBeVisible();
  await page.goto('/en/almanax?date=2026-11-23');
  await expect(page.getByTestId('almanax-bonus-description')).not.toContainText('{{');
  await page.goto('/en/almanax?date=2026-11-25');
  // One offering per day in both languages: the 2026 item, not the 2025 one.
  await expect(page.getByTestId('almanax-offering')).not.toContainText('Venerable Mastogob Wool');
});

test('@real pictures come from the configured image hosts only: no CSP violation', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|violates/i.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`violates ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const [itemId] = await ids(request, 'items?img[$exists]=true&typeId=1');
  const [monsterId] = await ids(request, 'monsters?drops.0[$exists]=true');
  const csp = (await request.get(`/fr/database/object/${itemId}`)).headers()['content-security-policy'] ?? '';
  const imgSrc = /img-src ([^;]+)/.exec(csp)?.[1].split(/\s+/) ?? [];
  for (const path of [
    `/fr/database/object/${itemId}`,
    `/en/database/monster/${monsterId}`,
    '/fr/database/objects',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('load');
    const sources = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    // Pictures the image host did not give are drawn as an inline tile (GameImage's placeholder).
    expect(sources.length + (await page.locator('main svg[data-placeholder]').count()), path).toBeGreaterThan(0);
    for (const src of sources) {
      const allowed =
        src.startsWith('data:') ||
        src.startsWith('/') ||
        imgSrc.some((origin) => origin.startsWith('http') && src.startsWith(origin));
      expect(allowed, `${path}: ${src} not in img-src ${imgSrc.join(' ')}`).toBe(true);
    }
  }
  expect(problems).toEqual([]);
});
