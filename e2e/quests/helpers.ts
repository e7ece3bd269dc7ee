import { expect, type Locator, type Page } from '@playwright/test';

/** The server's name collation (query engine: `Intl.Collator(lang, { sensitivity: 'variant', numeric: true })`). */
export function isSortedByName(names: string[], lang: string, order: 'asc' | 'desc'): boolean {
  const collator = new Intl.Collator(lang, { sensitivity: 'variant', numeric: true });
  return names.every((name, i) => i === 0 || (order === 'asc' ? 1 : -1) * collator.compare(names[i - 1], name) <= 0);
}

export function isSortedNumbers(values: number[], order: 'asc' | 'desc'): boolean {
  return values.every((value, i) => i === 0 || (order === 'asc' ? values[i - 1] <= value : values[i - 1] >= value));
}

/** data-* numbers of the rows, in page order. */
export async function rowNumbers(rows: Locator, attribute: string): Promise<number[]> {
  return (await rows.evaluateAll((els, attr) => els.map((el) => Number(el.getAttribute(attr))), attribute)) as number[];
}

/** Collects console errors and React hydration warnings of a page. */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Waits until React has hydrated (a toggle only works after it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('lang', /fr|en/);
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid]');
    return !!el && Object.keys(el).some((key) => key.startsWith('__react'));
  });
}
