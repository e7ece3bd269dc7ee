import { expect, test, type BrowserContext } from '../fixtures';
import { openAccountMenu, signUpViaApi } from './helpers';

/** Waits until the app has remembered the page being read (set after hydration). */
async function expectRemembered(context: BrowserContext, path: string) {
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'grimoire_last_page')?.value)
    .toBe(encodeURIComponent(path));
}

test.describe('back office', () => {
  test('a plain user typing a back URL stays where they were', async ({ page, context }) => {
    await page.goto('/fr/privacy-policy');
    await expectRemembered(context, '/fr/privacy-policy');
    await signUpViaApi(page, context);
    // A typed URL: no Referer.
    await page.goto('/fr/back');
    await expect(page).toHaveURL(/\/fr\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  });

  test('a guest typing a back URL stays where they were', async ({ page, context }) => {
    await page.goto('/en/privacy-policy');
    await expectRemembered(context, '/en/privacy-policy');
    await page.goto('/en/back');
    await expect(page).toHaveURL(/\/en\/privacy-policy$/);
  });

  test('the server answers a redirect home, not the admin page, to a guest with no page to return to', async ({ request }) => {
    const response = await request.get('/en/back', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/en');
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
