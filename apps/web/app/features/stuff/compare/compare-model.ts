/** The comparison of 2-4 builds: which ones (the address's `ids`), and their rows side by side. */
import { CHARACTERISTIC as C, ELEMENTS, ELEMENT_CHARACTERISTICS, PRIMARY_STAT_CHARACTERISTIC, setIdOf, SLOT_KEYS } from '@grimoire/rules';
import type { DerivedStats, SlotKey, Stuff } from '@grimoire/rules';
import type { WornData } from '../loaders';
import { DRAFT_PARAM } from './draft';

export const COMPARE_MAX = 4;
export const COMPARE_PARAM = 'ids';
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Distinct share ids of `?ids=a,b`, at most four; anything else is dropped. */
export function parseCompareIds(value: string | null): string[] {
  const ids = (value ?? '').split(',').map((part) => part.trim()).filter((part) => SHARE_ID.test(part));
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The share id a player pasted: a build's link (`…/tools/stuff/<id>`, any language, any query) or the id itself. */
export function shareIdOfInput(text: string): string | undefined {
  const trimmed = text.trim();
  if (SHARE_ID.test(trimmed)) return trimmed;
  const match = /\/tools\/stuff\/(?:editor\/|copy\/)?([A-Za-z0-9_-]{22})(?:[/?#]|$)/.exec(trimmed);
  return match?.[1];
}

/** The compare page's address with `ids` and a build in progress (`draft`, see draft.ts). */
export function comparePath(ids: readonly string[], draft?: string | null): string {
  const search = [...(ids.length > 0 ? [`${COMPARE_PARAM}=${ids.join(',')}`] : []), ...(draft ? [`${DRAFT_PARAM}=${draft}`] : [])];
  return `/tools/stuffs/compare${search.length > 0 ? `?${search.join('&')}` : ''}`;
}

/** The worn data of one stuff out of the data of all the compared ones. */
export function wornSubset(all: WornData, itemIds: readonly number[]): WornData {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  const items = all.items.filter((item) => ids.includes(item.id));
  const setIds = new Set(items.map(setIdOf).filter((id): id is number => id !== undefined));
  const effectIds = new Set(items.flatMap((item) => item.effects.map((effect) => effect.effectId)));
  return {
    key: ids.join(','),
    items,
    sets: all.sets.filter((set) => setIds.has(set.id)),
    effects: all.effects.filter((effect) => effectIds.has(effect.id)),
  };
}

/** One compared value: a derived value (`derived:ap`), a resistance or a characteristic total (`c:123`). */
export interface CompareRow {
  key: string;
  /** A derived value's key, or a characteristic id to name. */
  label: { derived: Exclude<keyof DerivedStats, 'resistances'> } | { characteristic: number };
  values: number[];
  /** Not every build has the same value. */
  differs: boolean;
}

const DERIVED_ROWS: readonly Exclude<keyof DerivedStats, 'resistances'>[] = [
  'lifePoints', 'ap', 'mp', 'range', 'initiative', 'prospecting', 'summons', 'dodge', 'lock',
  'apParry', 'mpParry', 'apReduction', 'mpReduction', 'criticalResistance', 'pushbackResistance', 'pods',
];

interface Computed {
  totals: Readonly<Record<number, number>>;
  derived: DerivedStats;
}

const row = (key: string, label: CompareRow['label'], values: number[]): CompareRow => ({
  key,
  label,
  values,
  differs: values.some((value) => value !== values[0]),
});

/**
 * Rows of the comparison: the derived values, the primary characteristics, the resistances, then
 * every other characteristic one of the builds has (in `order`), leaving out those all builds lack.
 */
export function compareRows(builds: readonly Computed[], order: readonly number[]): CompareRow[] {
  const rows = DERIVED_ROWS.map((key) => row(`derived:${key}`, { derived: key }, builds.map((build) => build.derived[key])));
  const shown = new Set<number>();
  const characteristic = (id: number) => {
    shown.add(id);
    return row(`c:${id}`, { characteristic: id }, builds.map((build) => build.totals[id] ?? 0));
  };
  for (const id of Object.values(PRIMARY_STAT_CHARACTERISTIC)) rows.push(characteristic(id));
  for (const element of ELEMENTS) {
    const ids = ELEMENT_CHARACTERISTICS[element];
    rows.push(characteristic(ids.resistPercent), characteristic(ids.resist));
  }
  // Characteristics the derived values already show (AP 1 is part of "AP", lock 79 of "Lock"…).
  const inDerived = [C.ap, C.mp, C.range, C.initiative, C.prospecting, C.summons, C.dodge, C.lock, C.apParry, C.mpParry];
  for (const id of [...inDerived, C.apReduction, C.mpReduction, C.criticalResist, C.pushbackResist, C.pods]) shown.add(id);
  const others = new Set(builds.flatMap((build) => Object.keys(build.totals).map(Number)));
  const rank = (id: number) => (order.indexOf(id) < 0 ? order.length + id : order.indexOf(id));
  for (const id of [...others].sort((a, b) => rank(a) - rank(b))) {
    if (shown.has(id)) continue;
    const next = characteristic(id);
    if (next.values.some((value) => value !== 0)) rows.push(next);
  }
  return rows.filter((candidate) => candidate.key.startsWith('derived:') || candidate.values.some((value) => value !== 0) || candidate.differs);
}

/** The slots where the builds wear different items (a ring swapped with the other ring still differs). */
export function differingSlots(stuffs: readonly Pick<Stuff, 'items'>[]): { slot: SlotKey; itemIds: (number | null)[] }[] {
  return SLOT_KEYS.flatMap((slot) => {
    const itemIds = stuffs.map((stuff) => stuff.items[slot]);
    return itemIds.some((id) => id !== itemIds[0]) ? [{ slot, itemIds }] : [];
  });
}
