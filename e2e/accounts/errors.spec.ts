import { expect, test } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';
import { PASSWORD, signUpViaApi, uniqueUsername } from './helpers';

test.describe('sign-in failure', () => {
  test('shows the French message for a wrong password', async ({ page, context }) => {
    const { username } = await signUpViaApi(page, context);
    await context.clearCookies();
    await page.goto('/fr/signin');
    await waitForHydration(page);
    await page.getByTestId('signin-username').fill(username);
    await page.getByTestId('signin-password').fill('wrong-password');
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('signin-error')).toHaveText("Nom d'utilisateur ou mot de passe incorrect");
    await expect(page).toHaveURL(/\/fr\/signin$/);
  });

  test('shows the English message for an unknown user', async ({ page }) => {
    await page.goto('/en/signin');
    await waitForHydration(page);
    await page.getByTestId('signin-username').fill(uniqueUsername('nobody'));
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('signin-error')).toHaveText('Username or Password incorrect');
  });

  test('asks to fill in both fields', async ({ page }) => {
    await page.goto('/en/signin');
    await waitForHydration(page);
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('signin-error')).toHaveText('Please fill in all fields');
  });
});

test.describe('sign-up refusals', () => {
  test('an e-mail address as username is refused, in French and English', async ({ page }) => {
    await page.goto('/fr/signup');
    await waitForHydration(page);
    await page.getByTestId('signup-username').fill('joueur@example.com');
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-confirm').fill(PASSWORD);
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText("Le nom d'utilisateur ne doit pas être une adresse e-mail.", { exact: true })).toBeVisible();
    await page.getByTestId('lang-en').click();
    await page.getByTestId('signup-username').fill('player@example.com');
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-confirm').fill(PASSWORD);
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText('Username must not be an email.', { exact: true })).toBeVisible();
  });

  test('the server refuses an e-mail username with the key the page localizes', async ({ request }) => {
    const response = await request.post('/api/users', { data: { username: 'player@example.com', password: PASSWORD } });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors.username.key).toBe('username-email');
  });

  test('a username already taken is shown on its field', async ({ page, context }) => {
    const { username } = await signUpViaApi(page, context);
    await context.clearCookies();
    await page.goto('/en/signup');
    await waitForHydration(page);
    await page.getByTestId('signup-username').fill(username);
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-confirm').fill(PASSWORD);
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText('Username already taken')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/signup$/);
  });

  test('short fields show the generic length messages', async ({ page }) => {
    await page.goto('/en/signup');
    await waitForHydration(page);
    await page.getByTestId('signup-username').fill('ab');
    await page.getByTestId('signup-password').fill('short');
    await page.getByTestId('signup-confirm').fill('other');
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText('This field must contain at least 3 characters')).toBeVisible();
    await expect(page.getByText('This field must contain at least 8 characters')).toBeVisible();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
  });
});
