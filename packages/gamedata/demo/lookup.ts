/** Look-ups over the demo world, for its integrity test and for anyone probing it. */
import { demoWorld } from './index.ts';
import { PATCH, mapPositions } from './world.ts';

export type DemoRecord = { id: number } & Record<string, unknown>;

export function demoCollection<T = DemoRecord>(name: string): T[] {
  const list = demoWorld[name];
  if (!list) throw new Error(`demo world has no ${name} collection`);
  return list as T[];
}

export function demoIds(name: string): Set<number> {
  return new Set(demoCollection(name).map((record) => record.id));
}

/** The references (undefined counts as missing) that name no record of the collection. */
export function missingRefs(name: string, refs: Iterable<number | undefined>): (number | undefined)[] {
  const known = demoIds(name);
  return [...refs].filter((ref) => ref === undefined || !known.has(ref));
}

/** Distinct clues a treasure hunt meets within `maxMaps` maps from (posX, posY) towards (dx, dy). */
export function cluesAhead(posX: number, posY: number, dx: number, dy: number, maxMaps = 10) {
  const byPos = new Map(
    mapPositions
      .filter((map) => map.worldMap === PATCH.worldMap)
      .map((map) => [`${map.posX},${map.posY}`, map]),
  );
  const clues = new Set<number>();
  let mapsAhead = 0;
  for (let step = 1; step <= maxMaps; step++) {
    const map = byPos.get(`${posX + dx * step},${posY + dy * step}`);
    if (!map) break;
    mapsAhead++;
    for (const clue of map.clueIds ?? []) clues.add(clue);
  }
  return { mapsAhead, clues: clues.size };
}
