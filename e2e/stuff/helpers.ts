import { expect, type Page } from '../fixtures';

/** Waits until the editor or view has hydrated (clicks before that do nothing). */
export async function ready(page: Page, testId: 'stuff-editor' | 'stuff-view') {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-ready', 'true');
}

/** Opens the picker of a slot, searches by name and equips the item with that id. */
export async function equip(page: Page, slot: string, search: string, itemId: number) {
  await page.getByTestId(`slot-${slot}`).getByRole('button').first().click();
  const picker = page.getByRole('dialog');
  await picker.getByTestId('picker-name').fill(search);
  await picker.getByTestId(`pick-item-${itemId}`).click();
  await expect(picker).toBeHidden();
}
