/**
 * A player's walk through one page of every kind, in French (light) and English (dark mode stored
 * in the browser, so the server's light HTML must still hydrate; a time zone far from the server's),
 * on a 390 px phone, on the real data. Each page fails on: a console error (React hydration errors
 * included), an empty list item, a `#<number>` standing where a name belongs, game markup or a
 * condition code shown raw (`{{spell,…}}`, `<color=…>`, `BT=1`), or the page body scrolling sideways.
 */
import { expect, test, type APIRequestContext, type Page } from '../fixtures';

/** First record of a collection matching a query (ids come from the API, not from memory). */
async function firstId(request: APIRequestContext, query: string): Promise<number> {
  const answer = await request.get(`/api/${query}`);
  expect(answer.ok(), query).toBe(true);
  const [first] = (await answer.json()).data as { id: number }[];
  expect(first, query).toBeDefined();
  return first.id;
}

async function pagesToWalk(request: APIRequestContext): Promise<string[]> {
  const one = (collection: string, filter = '') =>
    firstId(request, `${collection}?$limit=1&$select[]=id${filter}`);
  const [item, set, dungeon, havenbag, breed, quest, achievement] = await Promise.all([
    one('items', '&isEquipment=true&level[$gte]=100'),
    one('item-sets'),
    one('dungeons'),
    one('havenbag-themes'),
    one('breeds'),
    one('quests', '&steps.rewards.kamasRatio[$gt]=0'),
    one('achievements', '&rewards.kamasRatio[$gt]=0'),
  ]);
  return [
    '',
    '/database/objects',
    `/database/object/${item}`,
    '/database/item-sets',
    `/database/item-sets/${set}`,
    '/database/monsters',
    // The Gobball: grades with XP, wisdom and dodge, drops with a conditional one.
    '/database/monster/101',
    '/database/breeds',
    `/database/breeds/${breed}`,
    // Backlash (Feca): damage values per level and a Dodge removal.
    '/database/spells/12983',
    // Rembobinage (Xélor): a description linking a spell; Langueur: a line whose kind is uncertain.
    '/database/spells/13243',
    '/database/spells/12978',
    // An Almanax offering (its day's condition), and the search page over every kind.
    '/database/quest/1057',
    '/search?q=bouftou',
    '/database/quests',
    `/database/quest/${quest}`,
    // A quest whose step has no reward ratio and objectives without wording in the data.
    '/database/quest/29',
    '/database/achievements',
    `/database/achievements/${achievement}`,
    '/database/dungeons',
    `/database/dungeon/${dungeon}`,
    '/database/challenges',
    '/database/havenbags',
    `/database/havenbag/${havenbag}`,
    '/almanax',
    '/temporis',
    '/tools/stuff/creator',
    '/tools/stuffs',
    '/tools/jobs-xp',
    '/tools/jobs-xp?job=27&to=100',
    '/tools/workbenchs',
    '/tools/treasure-hunt',
    '/tools/breeding/crossing/muldo',
    '/tools/portals',
    '/tools/group-finder',
    '/tools/map',
    '/bug-report',
    '/privacy-policy',
  ];
}

/**
 * Console messages that are not the page's fault here: the machine has no network, so images of
 * the game's image host fail to load.
 */
const OFFLINE =
  /Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED|ADDRESS_UNREACHABLE)/;

interface PageProblems {
  scroll?: string;
  emptyListItems: number;
  bareIds: string[];
  raw: string[];
}

async function inspect(page: Page): Promise<PageProblems> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const scroll =
      doc.scrollWidth > window.innerWidth + 1 ? `${doc.scrollWidth} > ${window.innerWidth}` : undefined;
    const emptyListItems = Array.from(document.querySelectorAll('li')).filter(
      (li) => (li as HTMLElement).innerText.trim() === '' && !li.querySelector('img, svg, input'),
    ).length;
    const text = document.body.innerText;
    const bareIds = (text.match(/(^|[\s(])#\d+\b/g) ?? []).map((match) => match.trim());
    // Game markup and condition codes (two letters, an operator, a value) never reach the reader.
    const raw = text.match(/\{\{?[a-zA-Z]+,\d+|<\/?(color|font|sprite|b)\b[^>]*>|\[challenge,\d+\]|\b[A-Z][A-Za-z][=<>!~]\d+\b/g) ?? [];
    return { scroll, emptyListItems, bareIds, raw };
  });
}

for (const [lang, scheme] of [
  ['fr', 'light'],
  ['en', 'dark'],
] as const) {
  test(`@real every kind of page reads right on a phone (${lang}, ${scheme})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const paths = await pagesToWalk(request);
    const baseURL = test.info().project.use.baseURL;
    // English in Honolulu (UTC−10): a date the server (UTC) and the browser word differently shows up.
    const timezoneId = lang === 'en' ? 'Pacific/Honolulu' : 'Europe/Paris';
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      timezoneId,
    });
    if (scheme === 'dark')
      await context.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    const page = await context.newPage();
    let errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || OFFLINE.test(message.text())) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    const failures: string[] = [];
    for (const path of paths) {
      const url = `/${lang}${path}`;
      errors = [];
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(400);
      await page.waitForLoadState('networkidle');
      if (scheme === 'dark')
        await expect(page.locator('html'), url).toHaveAttribute('data-mantine-color-scheme', 'dark');
      const problems = await inspect(page);
      if (errors.length) failures.push(`${url}: console errors: ${errors.join(' | ').slice(0, 400)}`);
      if (problems.scroll) failures.push(`${url}: the body scrolls sideways (${problems.scroll})`);
      if (problems.emptyListItems) failures.push(`${url}: ${problems.emptyListItems} empty list item(s)`);
      if (problems.raw.length) failures.push(`${url}: raw game markup or codes: ${problems.raw.slice(0, 5).join(', ')}`);
      if (problems.bareIds.length)
        failures.push(`${url}: bare ids where names belong: ${problems.bareIds.slice(0, 5).join(', ')}`);
    }
    await context.close();
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
