import { expect, test, type BrowserContext } from '../fixtures';
import { openAccountMenu, signUpViaApi } from './helpers';

/** Waits until the app has remembered the page being read (set after hydration). */
async function expectRemembered(context: BrowserContext, path: string) {
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'grimoire_last_page')?.value)
    .toBe(encodeURIComponent(path));
}

test.describe('back office', () => {
  test('a plain user typing a back URL sees a 403 page that says so, with a way back', async ({ page, context }) => {
    await page.goto('/fr/privacy-policy');
    await expectRemembered(context, '/fr/privacy-policy');
    const { username } = await signUpViaApi(page, context);
    // A typed URL: no Referer.
    const response = await page.goto('/fr/back/hints');
    expect(response?.status()).toBe(403);
    await expect(page).toHaveURL(/\/fr\/back\/hints$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès réservé');
    await expect(page.getByTestId('forbidden')).toContainText(`Le compte ${username} n'a aucun de ces rôles.`);
    await expect(page).toHaveTitle('Accès réservé — Grimoire');
    await page.getByTestId('forbidden-back').click();
    await expect(page).toHaveURL(/\/fr\/privacy-policy$/);
  });

  test('the 403 page in English', async ({ page, context }) => {
    await page.goto('/en');
    await signUpViaApi(page, context);
    const response = await page.goto('/en/back');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restricted page');
  });

  test('a guest typing a back URL is asked to sign in, then returns there', async ({ page }) => {
    await page.goto('/en/back/boards?kind=portal');
    await expect(page).toHaveURL(/\/en\/signin\?redirect=%2Fen%2Fback%2Fboards%3Fkind%3Dportal$/);
    await expect(page.getByTestId('signin-form')).toBeVisible();
  });

  test('the server answers a guest with a redirect to sign-in, not the admin page', async ({ request }) => {
    const response = await request.get('/en/back', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/en/signin?redirect=%2Fen%2Fback');
  });

  test('no link to the back office for a plain user', async ({ page, context }) => {
    await page.goto('/en');
    await signUpViaApi(page, context);
    await page.reload();
    await openAccountMenu(page);
    await expect(page.getByTestId('menu-my-characters')).toBeVisible();
    await expect(page.getByTestId('menu-my-stuffs')).toHaveAttribute('href', '/en/tools/stuffs?me=true');
    await expect(page.getByTestId('menu-back')).toHaveCount(0);
  });
});

test.describe('bug report', () => {
  test('shows the validation messages, then sends as a guest', async ({ page }) => {
    await page.goto('/fr/bug-report?from=%2Ffr%2Falmanax');
    await expect(page.getByTestId('bug-page')).toHaveValue('/fr/almanax');
    await page.getByTestId('bug-submit').click();
    await expect(page.getByText('Ce champ doit contenir au moins 5 caractères')).toBeVisible();
    await expect(page.getByText('Ce champ doit contenir au moins 20 caractères')).toBeVisible();

    await page.getByTestId('bug-title').fill('Almanax vide');
    await page.getByTestId('bug-description').fill("La page de l'almanax n'affiche aucune offrande aujourd'hui.");
    await page.getByTestId('bug-submit').click();
    await expect(page.getByText('Merci ! Votre signalement a été envoyé.')).toBeVisible();
    await expect(page.getByTestId('bug-title')).toHaveValue('');
  });

  test('English messages', async ({ page }) => {
    await page.goto('/en/bug-report');
    await page.getByTestId('bug-title').fill('Bug');
    await page.getByTestId('bug-description').fill('Too short');
    await page.getByTestId('bug-submit').click();
    await expect(page.getByText('This field must contain at least 5 characters')).toBeVisible();
    await expect(page.getByText('This field must contain at least 20 characters')).toBeVisible();
  });
});
