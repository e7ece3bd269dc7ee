import { BREEDING_KEY_MAX_LENGTH, BREEDING_MAX_KEYS, BREEDING_STORE_NAMES, type BreedingFamilyKey, type OwnedMounts } from '@grimoire/rules';

export type Sex = 'male' | 'female';
/** Spec §3 other stores: a family's selections, colour-combination true/false maps per sex. */
export interface Selections {
  male: Record<string, boolean>;
  female: Record<string, boolean>;
}

export const EMPTY_SELECTIONS: Selections = { male: {}, female: {} };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The local storage key of a family (`dragodindes`, `muldos`, `volkornes`). */
export const storeKey = (family: BreedingFamilyKey) => BREEDING_STORE_NAMES[family];

function cleanMap(value: unknown): Record<string, boolean> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key, owned]) => typeof owned === 'boolean' && key.length > 0 && key.length <= BREEDING_KEY_MAX_LENGTH)
    .slice(0, BREEDING_MAX_KEYS);
  return Object.fromEntries(entries) as Record<string, boolean>;
}

/** Keeps what is valid of any stored or received value (a damaged store reads as empty). */
export function cleanSelections(value: unknown): Selections {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { male: cleanMap(record.male), female: cleanMap(record.female) };
}

export function readSelections(storage: Storage | undefined, family: BreedingFamilyKey): Selections {
  try {
    const raw = storage?.getItem(storeKey(family));
    return raw ? cleanSelections(JSON.parse(raw)) : EMPTY_SELECTIONS;
  } catch {
    return EMPTY_SELECTIONS;
  }
}

export function writeSelections(storage: Storage | undefined, family: BreedingFamilyKey, selections: Selections): void {
  try {
    storage?.setItem(storeKey(family), JSON.stringify(selections));
  } catch {
    // Storage full or blocked: the page keeps its state for this visit.
  }
}

/** Flips one mount of one sex; a mount no longer owned keeps `false` in the map, as the spec's maps do. */
export function toggle(selections: Selections, sex: Sex, key: string): Selections {
  return { ...selections, [sex]: { ...selections[sex], [key]: !selections[sex][key] } };
}

export const hasAny = (selections: Selections) =>
  Object.values(selections.male).some(Boolean) || Object.values(selections.female).some(Boolean);

/** Owned mount ids per sex, from the maps and the family's mounts (id ↔ colour key). */
export function ownedMounts(selections: Selections, mounts: readonly { id: number; key: string }[]): OwnedMounts {
  const of = (map: Record<string, boolean>) => new Set(mounts.filter((m) => map[m.key] === true).map((m) => m.id));
  return { male: of(selections.male), female: of(selections.female) };
}

/** Same content (key order aside): saves nothing when nothing changed. */
export function sameSelections(a: Selections, b: Selections): boolean {
  const same = (x: Record<string, boolean>, y: Record<string, boolean>) => {
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((key) => (x[key] ?? false) === (y[key] ?? false));
  };
  return same(a.male, b.male) && same(a.female, b.female);
}
