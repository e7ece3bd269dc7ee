import { createStuff, DEFAULT_BREED_ID, SLOT_KEYS, zeroCharacteristics } from '@grimoire/rules';
import type { Characteristics, ExoLine, ItemForgemagie, Sexe, SlotKey, Stuff } from '@grimoire/rules';

export const SHARINGS = ['public', 'hidden', 'private'] as const;
export type Sharing = (typeof SHARINGS)[number];
export const TITLE_MIN = 2;
export const TITLE_MAX = 100;
/** The API keeps at most this many pinned spells per stuff. */
export const MAX_PINNED_SPELLS = 50;

/** The saved payload of spec §3 as `api/stuffs` stores it (field names are the API's). */
export interface StuffPayload {
  level: number;
  items: Partial<Record<SlotKey, number | null>>;
  forgemagie: Record<string, ItemForgemagie>;
  exo: ExoLine[];
  base: Characteristics;
  parchment: Characteristics;
  breed: number;
  sexe: Sexe;
  pinned_spells: number[];
  title: string;
  sharing: Sharing;
}

/** What `GET /api/stuffs/:id` answers. */
export interface StuffDoc extends StuffPayload {
  /** The random share id of its links (old integer links of public stuffs still open). */
  id: string;
  /** Owner's user id; null for a guest stuff (shown as anonymous). */
  author: string | null;
  createdAt: string;
  updatedAt: string;
  /** Only in the answer to a guest's creation. */
  editSecret?: string;
}

/** The editor's stuff as the API payload (empty slots left out). */
export function toPayload(stuff: Stuff, title: string, sharing: Sharing): StuffPayload {
  const items: Partial<Record<SlotKey, number>> = {};
  for (const slot of SLOT_KEYS) {
    const id = stuff.items[slot];
    if (id !== null) items[slot] = id;
  }
  return {
    level: stuff.level,
    items,
    forgemagie: Object.fromEntries(
      Object.entries(stuff.forgemagie).map(([id, fm]) => [
        id,
        { stats: { ...fm.stats }, exos: [...fm.exos] },
      ]),
    ),
    exo: stuff.exo.map((line) => ({ ...line })),
    base: { ...stuff.base },
    parchment: { ...stuff.parchment },
    breed: stuff.breedId,
    sexe: stuff.sexe,
    pinned_spells: [...stuff.pinnedSpells],
    title: title.trim(),
    sharing,
  };
}

/** A saved stuff back into the rules' shape (missing fields take the new-stuff defaults). */
export function fromDoc(doc: Partial<StuffPayload>): Stuff {
  const fresh = createStuff();
  const items = { ...fresh.items };
  for (const slot of SLOT_KEYS) {
    const id = doc.items?.[slot];
    if (typeof id === 'number') items[slot] = id;
  }
  const forgemagie: Record<number, ItemForgemagie> = {};
  for (const [id, fm] of Object.entries(doc.forgemagie ?? {})) forgemagie[Number(id)] = fm;
  return {
    ...fresh,
    level: doc.level ?? fresh.level,
    sexe: doc.sexe ?? fresh.sexe,
    breedId: doc.breed ?? DEFAULT_BREED_ID,
    items,
    base: { ...zeroCharacteristics(), ...doc.base },
    parchment: { ...zeroCharacteristics(), ...doc.parchment },
    exo: doc.exo && doc.exo.length > 0 ? doc.exo.map((line) => ({ ...line })) : fresh.exo,
    forgemagie,
    pinnedSpells: doc.pinned_spells ?? [],
  };
}

export function isSharing(value: unknown): value is Sharing {
  return (SHARINGS as readonly unknown[]).includes(value);
}
