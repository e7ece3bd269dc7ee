/**
 * Comparison of names for sorting, one `Intl.Collator` per language, kept: `a.localeCompare(b, lang)`
 * looks the language's rules up again on every call. Setting them up the first time is itself slow
 * in a browser (the world map sorts its ~1,000 place names in the loader, on the server, for that).
 */
const collators = new Map<string, Intl.Collator>();

export function textOrder(lang?: string): (a: string, b: string) => number {
  const key = lang ?? '';
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(lang)));
  return collator.compare;
}
