import {
  PRIMARY_STATS,
  capitalAvailable,
  capitalCost,
  costTablesOfBreed,
  DEFAULT_COST_TIERS,
  highestAffordable,
  zeroCharacteristics,
} from './characteristics';
import type { Characteristics, CostTables, PrimaryStat } from './characteristics';
import type { RulesBreed } from './types';

export const RING_SLOTS = ['ring1', 'ring2'] as const;
export const DOFUS_SLOTS = ['dofus1', 'dofus2', 'dofus3', 'dofus4', 'dofus5', 'dofus6'] as const;
export const SINGLE_SLOTS = ['helmet', 'amulet', 'shield', 'cape', 'boots', 'belt', 'weapon', 'pet'] as const;
export const SLOT_KEYS = [...SINGLE_SLOTS, ...RING_SLOTS, ...DOFUS_SLOTS] as const;

export type RingSlot = (typeof RING_SLOTS)[number];
export type DofusSlot = (typeof DOFUS_SLOTS)[number];
export type SingleSlot = (typeof SINGLE_SLOTS)[number];
export type SlotKey = (typeof SLOT_KEYS)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 200;
export const PARCHMENT_MAX = 100;
export const EXO_DEFAULT_VALUE = 1;
export const DEFAULT_BREED_ID = 1;

export type Sexe = 'female' | 'male';

/** An extra characteristic line; `stat` is a characteristic id, null while not chosen. */
export interface ExoLine {
  stat: number | null;
  value: number;
}
export interface ForgemagieExo {
  charac: number;
  value: number;
}
/** Rolled values of one worn item: characteristic id → value, plus its exo lines. */
export interface ItemForgemagie {
  stats: Readonly<Record<number, number>>;
  exos: readonly ForgemagieExo[];
}
export interface Boost {
  name: string;
  instance: number;
}

export interface Stuff {
  level: number;
  sexe: Sexe;
  breedId: number;
  /** Worn item id per slot, null when empty. */
  items: Readonly<Record<SlotKey, number | null>>;
  base: Readonly<Characteristics>;
  parchment: Readonly<Characteristics>;
  exo: readonly ExoLine[];
  forgemagie: Readonly<Record<number, ItemForgemagie>>;
  pinnedSpells: readonly number[];
  boosts: readonly Boost[];
}

function emptySlots(): Record<SlotKey, number | null> {
  const slots = {} as Record<SlotKey, number | null>;
  for (const key of SLOT_KEYS) slots[key] = null;
  return slots;
}

export function createStuff(): Stuff {
  return {
    level: MAX_LEVEL,
    sexe: 'female',
    breedId: DEFAULT_BREED_ID,
    items: emptySlots(),
    base: zeroCharacteristics(),
    parchment: zeroCharacteristics(),
    exo: [{ stat: null, value: EXO_DEFAULT_VALUE }],
    forgemagie: {},
    pinnedSpells: [],
    boosts: [],
  };
}

/** Clearing a stuff gives the same state as a new one (spec §4). */
export function clearStuff(_stuff: Stuff): Stuff {
  return createStuff();
}

/** Integer from user input; NaN when it is not a number. */
export function parseInteger(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : NaN;
  if (typeof value === 'string' && value.trim() !== '') return parseInteger(Number(value.trim()));
  return NaN;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function setBreed(stuff: Stuff, breedId: number): Stuff {
  return { ...stuff, breedId };
}

export function setSexe(stuff: Stuff, sexe: Sexe): Stuff {
  return { ...stuff, sexe };
}

/** Level: integer clamped to 1-200; a non-numeric value keeps the previous level. */
export function setLevel(stuff: Stuff, value: unknown): Stuff {
  const level = parseInteger(value);
  if (Number.isNaN(level)) return stuff;
  return { ...stuff, level: clamp(level, MIN_LEVEL, MAX_LEVEL) };
}

function toCostTables(costs: CostTables | RulesBreed | undefined): CostTables {
  if (!costs) return DEFAULT_COST_TIERS;
  return 'statsPointsForStrength' in costs ? costTablesOfBreed(costs) : costs;
}

/**
 * Base characteristic: non-number or negative becomes 0; when the points spent on all six would
 * exceed the capital of the level, the value is lowered to the highest affordable.
 */
export function setBase(
  stuff: Stuff,
  costs: CostTables | RulesBreed | undefined,
  stat: PrimaryStat,
  value: unknown,
): Stuff {
  const parsed = parseInteger(value);
  let wanted = Number.isNaN(parsed) || parsed < 0 ? 0 : parsed;
  const tables = toCostTables(costs);
  let spentElsewhere = 0;
  for (const other of PRIMARY_STATS) {
    if (other !== stat) spentElsewhere += capitalCost(tables[other], stuff.base[other]);
  }
  const budget = capitalAvailable(stuff.level) - spentElsewhere;
  if (capitalCost(tables[stat], wanted) > budget) {
    wanted = budget <= 0 ? 0 : highestAffordable(tables[stat], budget);
  }
  return { ...stuff, base: { ...stuff.base, [stat]: wanted } };
}

/** Parchment characteristic: clamped to 0-100, a non-number becomes 0. */
export function setParchment(stuff: Stuff, stat: PrimaryStat, value: unknown): Stuff {
  const parsed = parseInteger(value);
  const parchment = Number.isNaN(parsed) ? 0 : clamp(parsed, 0, PARCHMENT_MAX);
  return { ...stuff, parchment: { ...stuff.parchment, [stat]: parchment } };
}

export function addExo(stuff: Stuff): Stuff {
  return { ...stuff, exo: [...stuff.exo, { stat: null, value: EXO_DEFAULT_VALUE }] };
}

/** Exo value is parsed as an integer and defaults to 1. */
export function setExo(
  stuff: Stuff,
  index: number,
  change: { stat?: number | null; value?: unknown },
): Stuff {
  const current = stuff.exo[index];
  if (!current) return stuff;
  const next: ExoLine = { ...current };
  if (change.stat !== undefined) next.stat = change.stat;
  if ('value' in change) {
    const parsed = parseInteger(change.value);
    next.value = Number.isNaN(parsed) ? EXO_DEFAULT_VALUE : parsed;
  }
  return { ...stuff, exo: stuff.exo.map((line, i) => (i === index ? next : line)) };
}

/** Removing the only exo line clears its stat; otherwise the line is removed. */
export function removeExo(stuff: Stuff, index: number): Stuff {
  if (!stuff.exo[index]) return stuff;
  if (stuff.exo.length === 1) return { ...stuff, exo: [{ ...stuff.exo[0], stat: null }] };
  return { ...stuff, exo: stuff.exo.filter((_, i) => i !== index) };
}

/** Stores the rolled values and exo lines of one item; `null` forgets them. */
export function setForgemagie(stuff: Stuff, itemId: number, forgemagie: ItemForgemagie | null): Stuff {
  const next = { ...stuff.forgemagie };
  if (forgemagie === null) delete next[itemId];
  else next[itemId] = { stats: { ...forgemagie.stats }, exos: forgemagie.exos.map((exo) => ({ ...exo })) };
  return { ...stuff, forgemagie: next };
}

export function setPinnedSpells(stuff: Stuff, spellIds: readonly number[]): Stuff {
  return { ...stuff, pinnedSpells: [...spellIds] };
}

export function setBoosts(stuff: Stuff, boosts: readonly Boost[]): Stuff {
  return { ...stuff, boosts: boosts.map((boost) => ({ ...boost })) };
}

/** Ids of the worn items, each once, in slot order. */
export function wornItemIds(stuff: Stuff): number[] {
  const ids: number[] = [];
  for (const key of SLOT_KEYS) {
    const id = stuff.items[key];
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A stuff as the API stores it (`api/stuffs` field names); every field may be missing. */
export interface StuffPayloadLike {
  level?: number;
  sexe?: Sexe;
  breed?: number;
  items?: Partial<Record<SlotKey, number | null>>;
  base?: Partial<Characteristics>;
  parchment?: Partial<Characteristics>;
  exo?: readonly ExoLine[];
  forgemagie?: Readonly<Record<string, ItemForgemagie>>;
  pinned_spells?: readonly number[];
}

/** A stored stuff back into the rules' shape (missing fields take the new-stuff defaults). */
export function stuffFromPayload(doc: StuffPayloadLike): Stuff {
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
