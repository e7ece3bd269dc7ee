import { expect, test } from '../fixtures';
import { signUpViaApi } from '../accounts/helpers';
import { waitForHydration } from '../creatures/helpers';
import { signInStaff } from '../map/helpers';
import { ready } from '../stuff/helpers';

test('a player reports a stuff, a moderator hides it: others lose it, its author reads why', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `Féca terre ${Date.now().toString(36)}`;
  // The author publishes a public stuff.
  const authorContext = await browser.newContext({ baseURL });
  const authorPage = await authorContext.newPage();
  const author = await signUpViaApi(authorPage, authorContext);
  const created = await authorPage.request.post('/api/stuffs', {
    data: { level: 50, items: { ring1: 431 }, breed: 1, title, sharing: 'public' },
    headers: { authorization: `Bearer ${author.token}` },
  });
  expect(created.status()).toBe(201);
  const shareId = ((await created.json()) as { id: string }).id;

  // Another player reports it from its page.
  const playerContext = await browser.newContext({ baseURL });
  const playerPage = await playerContext.newPage();
  await signUpViaApi(playerPage, playerContext);
  await playerPage.goto(`/fr/tools/stuff/${shareId}`);
  await ready(playerPage, 'stuff-view');
  await playerPage.getByTestId('report-content').click();
  await playerPage.getByTestId('report-reason').fill('Spam : le même stuff publié vingt fois');
  await playerPage.getByTestId('report-send').click();
  await expect(playerPage.getByText('Merci : les modérateurs ont reçu votre signalement.')).toBeVisible();

  // The moderator sees it in the queue, with its author and the reason, and hides it with a reason.
  await signInStaff(page, context, 'moderator');
  await page.goto('/fr/back/reports?kind=stuff');
  await waitForHydration(page);
  const card = page.getByTestId('reported-record').filter({ hasText: title });
  await expect(card).toContainText(`Publié par ${author.username}`);
  await expect(card).toContainText('Spam : le même stuff publié vingt fois');
  await card.getByTestId('moderation-reason').fill('spam');
  await card.getByTestId('moderation-hide').click();
  await expect(page.getByTestId('reports-outcome')).toContainText(`le stuff « ${title} » est masqué.`);
  await expect(page.getByTestId('reported-record').filter({ hasText: title })).toHaveCount(0);

  // The audit log says it in words.
  await page.goto('/fr/back');
  await expect(page.getByTestId('audit-sentence').first()).toHaveText(`a masqué le stuff « ${title} » de ${author.username} : spam`);

  // Other players no longer open it or find it.
  expect((await playerPage.goto(`/fr/tools/stuff/${shareId}`))?.status()).toBe(404);
  await playerPage.goto(`/fr/tools/stuffs?name=${encodeURIComponent(title)}`);
  await expect(playerPage.getByText(title)).toHaveCount(0);

  // Its author still opens it, reads why, and gets the moderators' message once.
  await authorPage.goto(`/fr/tools/stuff/${shareId}`);
  await ready(authorPage, 'stuff-view');
  await expect(authorPage.getByTestId('stuff-moderation-hidden')).toContainText('Raison : spam');
  await expect(authorPage.getByText(`Un modérateur a masqué votre stuff « ${title} » : spam`)).toBeVisible();
  await authorContext.close();
  await playerContext.close();
});
