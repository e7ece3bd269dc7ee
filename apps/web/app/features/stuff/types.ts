import { MAX_PINNED_SPELLS, STUFF_SHARINGS, STUFF_TITLE_MAX, STUFF_TITLE_MIN, type DataOf, type ResultOf, type StuffSharing } from '@grimoire/server/client';
import { SLOT_KEYS, stuffFromPayload } from '@grimoire/rules';
import type { ItemForgemagie, SlotKey, Stuff } from '@grimoire/rules';

/** Spec §4 sharing and the title's bounds: the server's stuffs contract. */
export { MAX_PINNED_SPELLS, STUFF_SHARINGS as SHARINGS, STUFF_TITLE_MAX as TITLE_MAX, STUFF_TITLE_MIN as TITLE_MIN };
export type Sharing = StuffSharing;

/** The saved payload of spec §3 as `api/stuffs` stores it (field names are the API's). */
export type StuffPayload = DataOf<'stuffs'>;

/** What `GET /api/stuffs/:id` answers (`editSecret` only in the answer to a guest's creation). */
export type StuffDoc = ResultOf<'stuffs'>;

/** The rules' forgemagie (item id → stats and exos) as the API stores it. */
export function forgemagiePayload(forgemagie: Readonly<Record<number, ItemForgemagie>>): StuffPayload['forgemagie'] {
  return Object.fromEntries(
    Object.entries(forgemagie).map(([id, fm]) => [id, { stats: { ...fm.stats }, exos: fm.exos.map((exo) => ({ ...exo })) }]),
  );
}

/** What the author says of a build besides its title and sharing. */
export type StuffLabels = Pick<StuffPayload, 'tags' | 'elements'>;

/** The editor's stuff as the API payload (empty slots left out). */
export function toPayload(stuff: Stuff, title: string, sharing: Sharing, labels: StuffLabels = { tags: [], elements: [] }): StuffPayload {
  const items: Partial<Record<SlotKey, number>> = {};
  for (const slot of SLOT_KEYS) {
    const id = stuff.items[slot];
    if (id !== null) items[slot] = id;
  }
  return {
    level: stuff.level,
    items,
    forgemagie: forgemagiePayload(stuff.forgemagie),
    exo: stuff.exo.map((line) => ({ ...line })),
    base: { ...stuff.base },
    parchment: { ...stuff.parchment },
    breed: stuff.breedId,
    sexe: stuff.sexe,
    pinned_spells: [...stuff.pinnedSpells],
    title: title.trim(),
    sharing,
    tags: [...labels.tags],
    elements: [...labels.elements],
  };
}

/** A saved stuff back into the rules' shape (missing fields take the new-stuff defaults). */
export function fromDoc(doc: Partial<StuffPayload>): Stuff {
  return stuffFromPayload(doc);
}

export function isSharing(value: unknown): value is Sharing {
  return (STUFF_SHARINGS as readonly unknown[]).includes(value);
}
