/**
 * Comparison of names for sorting, one `Intl.Collator` per language: `a.localeCompare(b)` sets up
 * the locale's rules again on every call, which made sorting the world map's ~1,000 place names
 * most of the page's first render on a phone.
 */
const collators = new Map<string, Intl.Collator>();

export function textOrder(lang?: string): (a: string, b: string) => number {
  const key = lang ?? '';
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(lang)));
  return collator.compare;
}
