/** Report sections beside the coverage table: where monsters' drop lists come from, and what newer sources changed. */
import type { DropListCoverage, FieldChange } from './types.ts';
import type { Rec } from './util/io.ts';
import { isObj } from './util/io.ts';

export function dropListCoverage(monsters: readonly Rec[]): DropListCoverage {
  const byGameVersion: Record<string, number> = {};
  let onlyEveryMonsterDrops = 0;
  let none = 0;
  for (const m of monsters) {
    if (typeof m.dropsGameVersion !== 'string') {
      none++;
      continue;
    }
    byGameVersion[m.dropsGameVersion] = (byGameVersion[m.dropsGameVersion] ?? 0) + 1;
    const drops = Array.isArray(m.drops) ? m.drops.filter(isObj) : [];
    if (drops.every((d) => d.everyMonster === true)) onlyEveryMonsterDrops++;
  }
  return { byGameVersion, onlyEveryMonsterDrops, none };
}

const count = (n: number) => n.toLocaleString('en-US');

export function formatDropLists(d: DropListCoverage | undefined): string[] {
  if (!d) return [];
  const versions = Object.entries(d.byGameVersion).sort(([, a], [, b]) => b - a);
  return [
    '',
    'Monster drop lists, by game version of the list:',
    ...versions.map(([version, n]) => `  ${version}: ${count(n)} monsters`),
    `  of which nothing but drops every monster has (or nothing at all): ${count(d.onlyEveryMonsterDrops)}`,
    `  no drop list in any source: ${count(d.none)}`,
  ];
}

export function formatChanges(changes: FieldChange[] | undefined): string[] {
  if (!changes?.length) return [];
  return [
    '',
    'Values a newer source changed (records where it differs from the older one):',
    ...changes.map((c) => `  ${c.collection}.${c.field} ${c.aspect}: ${count(c.records)} (${c.newer} over ${c.older})`),
  ];
}
