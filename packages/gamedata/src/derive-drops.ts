/**
 * Drops dropped by (nearly) every monster: an event drop such as the 3.6.8.8 tables' Anomaly Fragment
 * (5,044 monsters). Marked on the monsters' drop rows and on the item, so pages show it once as such
 * rather than as thousands of identical lines.
 */
import type { Rec } from './util/io.ts';
import { isObj, num } from './util/io.ts';
import { newestVersion } from './util/versions.ts';

/** Share of the monsters with a drop list of one game version that must drop an item. */
export const EVERY_MONSTER_SHARE = 0.9;
/** Fewer monsters than this in a version's lists: too few to speak of "every monster". */
export const EVERY_MONSTER_MIN = 100;

const rows = (m: Rec): Rec[] => (Array.isArray(m.drops) ? m.drops.filter(isObj) : []);

export function markEveryMonsterDrops(monsters: Map<number, Rec>, items: Map<number, Rec>): void {
  const byVersion = new Map<string, Rec[]>();
  for (const m of monsters.values()) {
    if (typeof m.dropsGameVersion !== 'string') continue;
    const list = byVersion.get(m.dropsGameVersion) ?? [];
    list.push(m);
    byVersion.set(m.dropsGameVersion, list);
  }
  for (const list of byVersion.values()) {
    if (list.length < EVERY_MONSTER_MIN) continue;
    const rates = new Map<number, number[]>();
    for (const m of list)
      for (const d of rows(m)) {
        const itemId = num(d.itemId);
        if (itemId === undefined) continue;
        const percents = rates.get(itemId) ?? [];
        percents.push(num(d.percent) ?? Math.max(0, ...((d.percentPerGrade as number[] | undefined) ?? [])));
        rates.set(itemId, percents);
      }
    for (const [itemId, percents] of rates) {
      if (percents.length < EVERY_MONSTER_SHARE * list.length) continue;
      for (const m of list) for (const d of rows(m)) if (num(d.itemId) === itemId) d.everyMonster = true;
      const item = items.get(itemId);
      if (item)
        item.droppedByEveryMonster = {
          monsters: percents.length,
          percentMin: Math.min(...percents),
          percentMax: Math.max(...percents),
        };
    }
  }
}

/** Marks the monsters whose drop list is older than the newest drop tables, which do not list them. */
export function markOlderDropLists(monsters: Map<number, Rec>): void {
  const versions = new Set<string>();
  for (const m of monsters.values()) if (typeof m.dropsGameVersion === 'string') versions.add(m.dropsGameVersion);
  const newest = newestVersion([...versions]);
  if (newest === undefined) return;
  for (const m of monsters.values())
    if (typeof m.dropsGameVersion === 'string' && m.dropsGameVersion !== newest) m.dropsNotInNewestTables = newest;
}
