import { expect, test, type BrowserContext, type Page } from '../fixtures';

/** The project's base URL (the demo server). */
export function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('baseURL is not configured');
  return url;
}

export const PASSWORD = 'correct-horse-42';

let counter = 0;
/** A username no other test (or run) uses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}

/** Signs up and in through the API, then hands the token to the browser as the app would. */
export async function signUpViaApi(page: Page, context: BrowserContext, username = uniqueUsername()): Promise<{ username: string; token: string }> {
  const created = await page.request.post('/api/users', { data: { username, password: PASSWORD } });
  expect(created.status(), await created.text()).toBe(201);
  const auth = await page.request.post('/api/authentication', { data: { strategy: 'local', username, password: PASSWORD } });
  expect(auth.status()).toBe(201);
  const { accessToken } = (await auth.json()) as { accessToken: string };
  await context.addCookies([{ name: 'grimoire_token', value: accessToken, url: baseUrl(), sameSite: 'Lax' }]);
  return { username, token: accessToken };
}

/** A JWT-shaped token whose expiry is in the past. */
export function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 3600 })}.c2lnbmF0dXJl`;
}

export async function openAccountMenu(page: Page) {
  await page.getByTestId('account-menu').click();
}
