import { expect, test } from '../fixtures';

const nonceOf = (csp: string) => /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];

test('every inline script of a page carries the nonce of its CSP, which allows no other inline script', async ({ request }) => {
  const first = await request.get('/fr/database/objects');
  const csp = first.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src [^;]*/.exec(csp)?.[0] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = nonceOf(csp);
  expect(nonce, 'script-src names a nonce').toBeTruthy();
  // Every script that runs: the boot script waits as inert text until the loader runs it (boot-after-paint.ts).
  const scripts = ((await first.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="text/plain"'));
  expect(scripts.length).toBeGreaterThan(2); // colour scheme, hydration data, boot loader
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  // A page rendered for each request gets a nonce of its own each time (a signed-out reader's database
  // page is kept whole, nonce included, until it renders again: apps/server/src/web/page-cache.ts).
  const tool = await request.get('/fr/tools/portals');
  const again = await request.get('/fr/tools/portals');
  const toolNonce = nonceOf(tool.headers()['content-security-policy'] ?? '');
  expect(toolNonce).toBeTruthy();
  expect(nonceOf(again.headers()['content-security-policy'] ?? '')).not.toBe(toolNonce);
});

test('pages run under the CSP without a violation, and a script injected into the page does not run', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/en/database/objects');
  await page.getByRole('link', { name: 'Sets' }).first().click(); // client navigation: the app hydrated
  await expect(page).toHaveURL(/\/en\/database\/item-sets$/);
  expect(violations).toEqual([]);

  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return w.injected === true;
  });
  expect(ran).toBe(false);
});

test('pictures come from our own origin: the CSP allows no third-party image host, and item pictures load from /img', async ({ page, request }) => {
  const csp = (await request.get('/fr/database/objects')).headers()['content-security-policy'] ?? '';
  expect(/img-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' data:");
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') pictures.push(r.url());
  });
  await page.goto('/fr/database/objects');
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
  for (const url of pictures) expect(new URL(url).origin, url).toBe(new URL(page.url()).origin);
  expect(pictures.some((url) => new URL(url).pathname.startsWith('/img/'))).toBe(true);
});
