import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Pages request their scripts only after their first paint (apps/web/app/lib/boot-after-paint.ts),
 * so the `load` event that `goto` and `reload` wait for can come before React has hydrated the page,
 * and a click made then would reach the server-rendered HTML only. Every spec imports `test` from
 * here: in each worker, `goto` and `reload` of every page (the `page` fixture's and those of
 * contexts a test opens itself) also wait for `<html data-hydrated>`, unless the document has no
 * parked boot script (JSON answers) or runs no script (contexts with JavaScript off).
 */
export async function waitForHydratedPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      !document.getElementById('grimoire-boot') ||
      // Scripts disabled: the page's inline data script never ran.
      !('__reactRouterContext' in window),
  );
}

type Navigate = (this: Page, ...args: unknown[]) => Promise<unknown>;

function patchNavigation(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Record<string, Navigate> & { __waitsForHydration?: boolean };
  if (proto.__waitsForHydration) return;
  proto.__waitsForHydration = true;
  for (const name of ['goto', 'reload'] as const) {
    const navigate = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit') await waitForHydratedPage(this);
      return response;
    };
  }
}

/**
 * The browser reports a UI string key found in no loaded language (apps/web/app/i18n/i18n.ts): a
 * page showing a key instead of words fails the test that opened it.
 */
export const test = base.extend<object, { hydrationAware: void }>({
  page: async ({ page }, use) => {
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[i18n] missing key')) missing.push(`${message.text()} on ${page.url()}`);
    });
    await use(page);
    base.expect(missing, 'UI strings missing in the browser').toEqual([]);
  },
  hydrationAware: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patchNavigation(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
