import { DOFUS_SLOTS, RING_SLOTS, SINGLE_SLOTS } from './stuff';
import type { DofusSlot, RingSlot, SingleSlot, SlotKey, Stuff } from './stuff';
import { setIdOf, type RulesItem } from './types';

export type SlotKind = SingleSlot | 'ring' | 'dofus';

const WEAPON_TYPES = [102, 2, 114, 3, 4, 5, 6, 7, 8, 22, 99, 19, 20, 83, 21, 271];
const DOFUS_TYPES = [23, 217, 151];
const PET_TYPES = [18, 121, 97, 196, 207];

function typeTable(): Readonly<Record<number, SlotKind>> {
  const table: Record<number, SlotKind> = { 1: 'amulet', 11: 'boots', 9: 'ring', 10: 'belt', 16: 'helmet' };
  table[17] = 'cape';
  table[81] = 'cape';
  table[82] = 'shield';
  for (const type of WEAPON_TYPES) table[type] = 'weapon';
  for (const type of DOFUS_TYPES) table[type] = 'dofus';
  for (const type of PET_TYPES) table[type] = 'pet';
  return table;
}

/** Item type id → slot kind (spec §3). */
export const ITEM_TYPE_SLOTS: Readonly<Record<number, SlotKind>> = Object.freeze(typeTable());

export function slotOfType(typeId: number): SlotKind | undefined {
  return ITEM_TYPE_SLOTS[typeId];
}

export type EquipRefusal = 'item-cannot-be-equipped' | 'set-ring-already-worn' | 'already-worn';
export type EquipItem = Pick<RulesItem, 'id' | 'typeId' | 'itemSetId'> & Partial<Pick<RulesItem, 'level'>>;

export type EquipResult =
  { ok: true; stuff: Stuff; slot: SlotKey } | { ok: false; stuff: Stuff; slot: 0; reason: EquipRefusal };

function refuse(stuff: Stuff, reason: EquipRefusal): EquipResult {
  return { ok: false, stuff, slot: 0, reason };
}

function place(stuff: Stuff, slot: SlotKey, itemId: number): EquipResult {
  return { ok: true, stuff: { ...stuff, items: { ...stuff.items, [slot]: itemId } }, slot };
}

/** 1-based position among `slots`, or undefined when the index is absent or out of range. */
function slotAt<T extends string>(slots: readonly T[], index: number | undefined): T | undefined {
  if (index === undefined || !Number.isInteger(index)) return undefined;
  return slots[index - 1];
}

/** Given slot, else first free ring slot, else the second one; a set ring cannot be worn twice. */
function equipRing(stuff: Stuff, item: EquipItem, index?: number): EquipResult {
  const target: RingSlot = slotAt(RING_SLOTS, index) ?? (stuff.items.ring1 === null ? 'ring1' : 'ring2');
  const other: RingSlot = target === 'ring1' ? 'ring2' : 'ring1';
  if (setIdOf(item) !== undefined && stuff.items[other] === item.id) {
    return refuse(stuff, 'set-ring-already-worn');
  }
  return place(stuff, target, item.id);
}

/** Given slot, else the first empty of the six; the same dofus or trophy cannot be worn twice. */
function equipDofus(stuff: Stuff, item: EquipItem, index?: number): EquipResult {
  const given = slotAt(DOFUS_SLOTS, index);
  const target: DofusSlot | undefined = given ?? DOFUS_SLOTS.find((slot) => stuff.items[slot] === null);
  if (DOFUS_SLOTS.some((slot) => slot !== target && stuff.items[slot] === item.id)) {
    return refuse(stuff, 'already-worn');
  }
  if (!target) return refuse(stuff, 'item-cannot-be-equipped');
  return place(stuff, target, item.id);
}

/**
 * Wears `item`. `index` is the 1-based ring (1-2) or dofus (1-6) position the player dropped it on.
 * Refusals keep the stuff unchanged and report `slot: 0` with a message key.
 */
export function equip(stuff: Stuff, item: EquipItem, index?: number): EquipResult {
  const kind = slotOfType(item.typeId);
  if (!kind) return refuse(stuff, 'item-cannot-be-equipped');
  if (kind === 'ring') return equipRing(stuff, item, index);
  if (kind === 'dofus') return equipDofus(stuff, item, index);
  return place(stuff, kind, item.id);
}

function isSlotKey(value: string): value is SlotKey {
  return (
    (SINGLE_SLOTS as readonly string[]).includes(value) ||
    (RING_SLOTS as readonly string[]).includes(value) ||
    (DOFUS_SLOTS as readonly string[]).includes(value)
  );
}

/**
 * Empties a slot, named by slot key or by item type id. A type only names a slot when it has a
 * single one (rings and dofus need their slot key); anything else leaves the stuff unchanged.
 */
export function unequip(stuff: Stuff, typeOrSlot: SlotKey | number): Stuff {
  let slot: SlotKey | undefined;
  if (typeof typeOrSlot === 'number') {
    const kind = slotOfType(typeOrSlot);
    slot = kind && kind !== 'ring' && kind !== 'dofus' ? kind : undefined;
  } else if (isSlotKey(typeOrSlot)) {
    slot = typeOrSlot;
  }
  if (!slot || stuff.items[slot] === null) return stuff;
  return { ...stuff, items: { ...stuff.items, [slot]: null } };
}

/**
 * Weapon types the game holds in both hands (bows, staves, hammers, shovels, axes, pickaxes,
 * scythes): no shield can be worn with them. Wands, daggers, swords and the others are one-handed.
 */
export const TWO_HANDED_WEAPON_TYPES: ReadonlySet<number> = new Set([2, 4, 7, 8, 19, 21, 22]);

/** True when a two-handed weapon and a shield are worn together (the game refuses the pair). */
export function twoHandedWithShield(weapon: Pick<RulesItem, 'typeId'> | undefined, shield: unknown): boolean {
  return !!weapon && !!shield && TWO_HANDED_WEAPON_TYPES.has(weapon.typeId);
}
