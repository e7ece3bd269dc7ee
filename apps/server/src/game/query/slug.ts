/**
 * The importer's slug rule (packages/gamedata/src/util/slug.ts), repeated here so the query engine
 * stays a dependency-free pure module: lower-case, NFD accent strip, ligatures expanded, every run
 * of non-alphanumerics → one '-', no leading/trailing '-'. Search text goes through the same rule.
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
