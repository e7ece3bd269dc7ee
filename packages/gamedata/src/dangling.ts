/**
 * References to records the bundle does not hold (items no source names, monsters of later game
 * versions…) are taken out of the lists pages read, so no page shows a bare id; the object holding
 * the list keeps how many were left out in `omitted[<field>]`, so pages can say "3 items not in the data".
 */
import type { Rec } from './util/io.ts';
import { isObj, num } from './util/io.ts';

interface Rule {
  collection: string;
  /** Objects holding the list, from a record (the record itself by default). */
  holders?: (r: Rec) => Rec[];
  field: string;
  /** Referenced id of one list element. */
  idOf: (e: unknown) => number | undefined;
  target: string;
}

const self = (e: unknown) => num(e);
const first = (e: unknown) => (Array.isArray(e) ? num(e[0]) : undefined);
const objs = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isObj) : []);

export const DANGLING_RULES: Rule[] = [
  {
    collection: 'monsters',
    field: 'drops',
    idOf: (e) => (isObj(e) ? num(e.itemId) : undefined),
    target: 'items',
  },
  { collection: 'item-sets', field: 'itemIds', idOf: self, target: 'items' },
  { collection: 'items', field: 'dropMonsterIds', idOf: self, target: 'monsters' },
  { collection: 'dungeons', field: 'monsterIds', idOf: self, target: 'monsters' },
  { collection: 'monster-races', field: 'monsterIds', idOf: self, target: 'monsters' },
  { collection: 'subareas', field: 'monsterIds', idOf: self, target: 'monsters' },
  { collection: 'subareas', field: 'harvestables', idOf: self, target: 'items' },
  {
    collection: 'subareas',
    field: 'quests',
    idOf: (e) => (isObj(e) ? num(e.questId) : undefined),
    target: 'quests',
  },
  { collection: 'quest-categories', field: 'questIds', idOf: self, target: 'quests' },
  { collection: 'achievement-categories', field: 'achievementIds', idOf: self, target: 'achievements' },
  {
    collection: 'quests',
    holders: (r) => objs(r.steps).flatMap((s) => objs(s.rewards)),
    field: 'itemsReward',
    idOf: first,
    target: 'items',
  },
  {
    collection: 'achievements',
    holders: (r) => objs(r.rewards),
    field: 'itemsReward',
    idOf: first,
    target: 'items',
  },
];

/** Applies the rules in place; returns the number of references left out per `collection.field`. */
export function pruneDangling(collections: Map<string, Rec[]>): Record<string, number> {
  const ids = new Map<string, Set<number>>();
  const idsOf = (name: string) => {
    let s = ids.get(name);
    if (!s) {
      s = new Set((collections.get(name) ?? []).map((r) => num(r.id) ?? -1));
      ids.set(name, s);
    }
    return s;
  };
  const totals: Record<string, number> = {};
  for (const rule of DANGLING_RULES) {
    const known = idsOf(rule.target);
    for (const r of collections.get(rule.collection) ?? []) {
      for (const holder of rule.holders ? rule.holders(r) : [r]) {
        const list = holder[rule.field];
        if (!Array.isArray(list)) continue;
        const kept = list.filter((e) => {
          const id = rule.idOf(e);
          return id === undefined || known.has(id);
        });
        const left = list.length - kept.length;
        if (left === 0) continue;
        holder[rule.field] = kept;
        const omitted = isObj(holder.omitted) ? holder.omitted : {};
        omitted[rule.field] = (num(omitted[rule.field]) ?? 0) + left;
        holder.omitted = omitted;
        const key = `${rule.collection}.${rule.field}`;
        totals[key] = (totals[key] ?? 0) + left;
      }
    }
  }
  return totals;
}
