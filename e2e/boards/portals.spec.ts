/**
 * The portals board on the demo world, in French and in English: a guest reads and is sent to
 * sign-in to write; a player reports a position; another confirms it once; the address keeps the
 * server and dimension.
 */
import { expect, test, type Browser, type Page } from '../fixtures';
import { signUpViaApi } from '../accounts/helpers';

const TEXT = {
  fr: { title: 'Portails des dimensions', empty: /Aucun signalement récent/, signIn: /Connectez-vous pour signaler/, ago: /Signalé il y a|Signalé maintenant|Signalé à l’instant|Signalé à l'instant/, confirm: /Confirmer \(1\)/, fresh: 'Récent', rule: 'quand 2 autres joueurs ont confirmé', copied: 'Copié : /travel -8,5' },
  en: { title: 'Dimension portals', empty: /No recent report/, signIn: /Sign in to report a portal/, ago: /Reported (now|\d+ \w+\.? ago)/, confirm: /Confirm \(1\)/, fresh: 'Fresh', rule: 'once 2 other players have confirmed', copied: 'Copied: /travel -8,5' },
} as const;
// One demo server per language, so the two flows never share a board.
const SERVER = { fr: 401, en: 403 } as const;

async function signedInPage(browser: Browser) {
  // The clipboard, for the "/travel" copy.
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signUpViaApi(page, context);
  return page;
}

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

for (const lang of ['fr', 'en'] as const) {
  test(`portals board in ${lang}: guest reads, a player reports, another confirms once`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const board = `/${lang}/tools/portals?server=${SERVER[lang]}`;
    await page.goto(board);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByTestId('portal-card')).toHaveCount(4);
    await expect(page.getByTestId('portal-empty').first()).toHaveText(text.empty);
    // A guest is invited to sign in, and comes back to this very board.
    await expect(page.getByTestId('portals-page')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('board-signin').getByRole('link', { name: text.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/signin\\?redirect=${encodeURIComponent(board).replace(/[?]/g, '\\?')}`));

    const reporter = await signedInPage(browser);
    await reporter.goto(board);
    await expect(reporter.getByTestId('portals-page')).toHaveAttribute('data-ready', 'true');
    await pick(reporter, 'portal-form-dimension', lang === 'fr' ? 'Xélorium' : 'Xelorium');
    await reporter.getByTestId('portal-form-x').fill('-8');
    await reporter.getByTestId('portal-form-y').fill('5');
    await reporter.getByTestId('portal-form-uses').fill('40');
    await reporter.getByTestId('portal-form-submit').click();
    const card = reporter.locator('[data-testid="portal-card"][data-dimension="3"]');
    await expect(card.getByTestId('portal-position')).toHaveText('[-8,5]');
    await expect(card.getByTestId('portal-age')).toHaveText(text.ago);
    await expect(card.getByTestId('portal-status')).toHaveText(text.fresh);
    // The reporter cannot vote on their own report.
    await expect(card.getByTestId('portal-confirm')).toBeDisabled();

    const voter = await signedInPage(browser);
    await voter.goto(board);
    await expect(voter.getByTestId('portals-page')).toHaveAttribute('data-ready', 'true');
    const seen = voter.locator('[data-testid="portal-card"][data-dimension="3"]');
    await seen.getByTestId('portal-confirm').click();
    await expect(seen.getByTestId('portal-confirm')).toHaveText(text.confirm);
    await expect(seen.getByTestId('portal-confirm')).toBeDisabled();
    await expect(seen.getByTestId('portal-deny')).toBeDisabled();
    // One confirmation does not raise the reporter's reputation yet, and the card says when it will.
    await expect(seen.getByTestId('portal-reputation-rule')).toContainText(text.rule);
    // The position copies as the game's autopilot command.
    await seen.getByTestId('portal-travel').click();
    await expect(seen.getByTestId('portal-travel')).toHaveText(text.copied);
    expect(await voter.evaluate(() => navigator.clipboard.readText())).toBe('/travel -8,5');

    // The dimension filter goes into the address, which a reload (or a shared link) keeps.
    await voter.getByTestId('portal-dimension-filter').getByText(lang === 'fr' ? 'Xélorium' : 'Xelorium').click();
    await expect(voter).toHaveURL(new RegExp(`server=${SERVER[lang]}&dimension=3`));
    await voter.reload();
    await expect(voter.getByTestId('portal-card')).toHaveCount(1);
    await expect(voter.getByTestId('portal-position')).toHaveText('[-8,5]');
    await reporter.context().close();
    await voter.context().close();
  });
}

test('a portal position no map of the World of Twelve stands on is refused as such, and nothing is kept (fr)', async ({ browser }) => {
  const reporter = await signedInPage(browser);
  // Server 402: a board of its own, empty.
  const board = '/fr/tools/portals?server=402';
  for (const [x, y] of [['999', '-999'], ['30', '5']]) {
    await reporter.goto(board);
    await expect(reporter.getByTestId('portals-page')).toHaveAttribute('data-ready', 'true');
    await pick(reporter, 'portal-form-dimension', 'Xélorium');
    await reporter.getByTestId('portal-form-x').fill(x);
    await reporter.getByTestId('portal-form-y').fill(y);
    await reporter.getByTestId('portal-form-submit').click();
    // Typed as it was (never clamped to ±200), refused with the reason.
    await expect(reporter.getByText('Aucune carte du Monde des Douze à cette position')).toBeVisible();
    await expect(reporter.getByTestId('portal-form-x')).toHaveValue(x);
  }
  await expect(reporter.locator('[data-testid="portal-card"][data-dimension="3"]').getByTestId('portal-position')).toHaveCount(0);
  await reporter.context().close();
});
