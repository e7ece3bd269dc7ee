import { expect, type Page } from '@playwright/test';

export type SortKey = 'level' | 'id' | 'name';
export type Order = 'asc' | 'desc';

/** A list route and how to read its rows. */
export interface ListSpec {
  path: string;
  row: string;
  name: string;
  keys: SortKey[];
}

export const SORT_LABELS: Record<SortKey, string> = { level: 'Niveau', id: 'Id', name: 'Nom' };
export const ORDER_LABELS: Record<Order, string> = { asc: 'Croissant', desc: 'Décroissant' };

export interface Row {
  id: number;
  level: number;
  name: string;
}

/** Rows on screen: data-id, data-level and the visible name. */
export async function readRows(page: Page, spec: Pick<ListSpec, 'row' | 'name'>): Promise<Row[]> {
  return page.getByTestId(spec.row).evaluateAll(
    (elements, nameId) =>
      elements.map((el) => ({
        id: Number(el.getAttribute('data-id')),
        level: Number(el.getAttribute('data-level')),
        name: (el.querySelector(`[data-testid="${nameId}"]`)?.textContent ?? '').trim(),
      })),
    spec.name,
  );
}

/** True when the rows follow `key` in `order` (the server breaks level ties by ascending id). */
export function isSorted(rows: Row[], key: SortKey, order: Order, lang = 'fr'): boolean {
  const dir = order === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(lang, { sensitivity: 'variant', numeric: true });
  return rows.every((row, i) => {
    if (i === 0) return true;
    const prev = rows[i - 1];
    if (key === 'id') return dir * (row.id - prev.id) > 0;
    if (key === 'name') return dir * collator.compare(row.name, prev.name) >= 0;
    // Unknown levels (0 or none) come after the known ones in both orders, by ascending id.
    const unknown = (level: number) => !(level > 0);
    if (unknown(prev.level) || unknown(row.level)) return unknown(row.level) && (!unknown(prev.level) || row.id > prev.id);
    return dir * (row.level - prev.level) > 0 || (row.level === prev.level && row.id > prev.id);
  });
}

/** Waits until React has hydrated the page (controls only work after it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="list-order"], [data-testid]');
    return !!el && Object.keys(el).some((key) => key.startsWith('__react'));
  });
}

/** Picks a sort key and an order with the list controls, then waits for the URL. */
export async function sortWithControls(page: Page, key: SortKey, order: Order): Promise<void> {
  await page.getByTestId('list-sort').click();
  await page.getByRole('option', { name: SORT_LABELS[key], exact: true }).click();
  // The list's default key may stay out of the URL: check the control instead.
  await expect(page.getByTestId('list-sort')).toHaveValue(SORT_LABELS[key]);
  await page.getByTestId('list-order').getByText(ORDER_LABELS[order], { exact: true }).click();
  if (order === 'desc') await expect(page).toHaveURL(/order=desc/);
  else await expect(page).not.toHaveURL(/order=desc/);
  // React Router renders the new location in a transition, after the URL changed: until the control
  // shows the order, a click on the other order could land on a stale control and change nothing.
  await expect(page.getByTestId('list-order').getByRole('link', { name: ORDER_LABELS[order], exact: true })).toHaveAttribute('aria-current', 'true');
}

/** Sorts the list on screen by each of its keys, both ways, with the controls; each time the rows follow. */
export async function expectSortsByEveryKey(page: Page, spec: ListSpec): Promise<void> {
  for (const key of spec.keys) {
    for (const order of ['desc', 'asc'] as const) {
      await sortWithControls(page, key, order);
      // Rows are replaced by a skeleton while the list reloads: wait for sorted rows.
      await expect
        .poll(async () => {
          const rows = await readRows(page, spec);
          return rows.length > 1 && isSorted(rows, key, order);
        })
        .toBe(true);
    }
  }
}
