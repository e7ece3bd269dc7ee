/** What pairing needs of a spell. */
export interface PairableSpell {
  id: number;
  variantId?: number;
}

/**
 * Class spells as [spell, variant] pairs in the breed's `breedSpellsId` order. A spell listed after
 * its own variant is not repeated; a variant that was not loaded leaves the pair with one spell.
 */
export function pairSpells<T extends PairableSpell>(order: readonly number[], spells: readonly T[]): [T, T | undefined][] {
  const byId = new Map(spells.map((spell) => [spell.id, spell]));
  const shown = new Set<number>();
  const pairs: [T, T | undefined][] = [];
  for (const id of order) {
    const spell = byId.get(id);
    if (!spell || shown.has(id)) continue;
    const variant = spell.variantId === undefined ? undefined : byId.get(spell.variantId);
    shown.add(id);
    if (variant) shown.add(variant.id);
    pairs.push([spell, variant]);
  }
  return pairs;
}

/** Variant ids the breed's spells point to that are not in its own list (they must be loaded too). */
export function missingVariantIds(order: readonly number[], spells: readonly PairableSpell[]): number[] {
  const known = new Set(order);
  return [...new Set(spells.map((spell) => spell.variantId).filter((id): id is number => id !== undefined && !known.has(id)))];
}
