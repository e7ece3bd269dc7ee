/**
 * Lower-case, accent-free, hyphen-separated slug: "Coiffe du Bouftou" → "coiffe-du-bouftou".
 * Ligatures are expanded (œ → oe, æ → ae); every run of other characters becomes one '-'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Case- and accent-insensitive key for joining records by name across sources. */
export function nameKey(text: string): string {
  return slugify(text);
}
