/**
 * The group finder on the demo world, in French and in English: a player posts a listing for a
 * dungeon (description kept as plain text), the dungeon page links to it, filters live in the address.
 */
import { expect, test, type Page } from '../fixtures';
import { signUpViaApi } from '../accounts/helpers';

const DUNGEON = { id: 1, fr: 'Bergerie de la Reine des Broutards', en: 'Grazer Queen’s Fold' };
const SERVER = { fr: 401, en: 403 } as const;
const TEXT = {
  fr: { title: 'Recherche de groupe', new: 'Publier une annonce', slots: '2 places', empty: /Aucune annonce ouverte/, idolRule: /au moins 4 alliés et 4 ennemis/ },
  en: { title: 'Group finder', new: 'Post a listing', slots: '2 places', empty: /No open listing matches/, idolRule: /at least 4 allies and 4 enemies/ },
} as const;

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

for (const lang of ['fr', 'en'] as const) {
  test(`group finder in ${lang}: post a listing, find it from the dungeon page, filter it out`, async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    await signUpViaApi(page, context);
    await page.goto(`/${lang}/tools/group-finder?server=${SERVER[lang]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByTestId('group-finder-page')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('group-finder-new').click();
    await expect(page.getByRole('dialog', { name: text.new })).toBeVisible();
    await pick(page, 'listing-form-dungeon', new RegExp(DUNGEON[lang].replace(/[’']/g, '.')));
    await page.getByTestId('listing-form-slots').fill('2');
    await page.getByTestId('listing-form-contact').fill('Broutard-Hunter');
    await page.getByTestId('listing-form-description').fill('Run rapide <b>sans</b> mourir');
    // Where idols are shown, the group idol rule is explained.
    await pick(page, 'listing-form-idols', /./);
    await page.getByTestId('listing-form-contact').click();
    await expect(page.getByRole('dialog').getByTestId('idol-rule')).toHaveText(text.idolRule);
    await page.getByTestId('listing-form-submit').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const card = page.getByTestId('listing-card').first();
    await expect(card.getByTestId('listing-title')).toContainText(DUNGEON[lang]);
    await expect(card.getByTestId('listing-slots')).toHaveText(text.slots);
    // Plain text: the tags show as typed, nothing is rendered bold.
    await expect(card.getByTestId('listing-description')).toHaveText('Run rapide <b>sans</b> mourir');
    await expect(card.locator('b')).toHaveCount(0);
    await expect(card.getByTestId('listing-contact')).toHaveText('/w Broutard-Hunter');
    await expect(card.getByTestId('idol-rule')).toHaveText(text.idolRule);

    // A guest on the dungeon page follows the link to its open listings.
    const guest = await browser.newContext();
    const reader = await guest.newPage();
    await reader.goto(`/${lang}/database/dungeon/${DUNGEON.id}`);
    // The page's loader counts the open listings; the link leads to the dungeon's listings.
    const link = reader.getByTestId('dungeon-listings-link');
    await expect(link).toHaveText(lang === 'fr' ? /^[1-9]\d* annonces? ouvertes?/ : /^[1-9]\d* open listings?/);
    await link.click();
    await expect(reader).toHaveURL(new RegExp(`/${lang}/tools/group-finder\\?dungeon=${DUNGEON.id}$`));
    await expect(reader.getByTestId('listing-card').filter({ hasText: 'Broutard-Hunter' }).first()).toBeVisible();
    await reader.goto(`/${lang}/tools/group-finder?server=${SERVER[lang]}&dungeon=${DUNGEON.id}`);
    await expect(reader.getByTestId('listing-card')).toHaveCount(1);
    await expect(reader.getByTestId('board-signin')).toBeVisible();

    // A filter that excludes it: the address keeps it, and the board says so.
    await expect(reader.getByTestId('group-finder-page')).toHaveAttribute('data-ready', 'true');
    await pick(reader, 'group-finder-language', lang === 'fr' ? 'Allemand' : 'German');
    await expect(reader).toHaveURL(/language=de/);
    await expect(reader.getByTestId('group-finder-empty')).toHaveText(text.empty);
    await guest.close();
  });
}
