import path from 'node:path';
import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, numArr } from '../util/io.ts';
import { nameKey } from '../util/slug.ts';

interface Dbi {
  clues?: { clueid: number; hintfr?: string; hinten?: string; hintes?: string }[];
  maps?: { x: number; y: number; clues?: number[] }[];
}

/**
 * Dofus-Batteries-Included (dofuspourlesnoobs data, Dofus 2.7x): clue names FR/EN/ES under its own ids and
 * clue positions by x/y (no map id). Its clue ids are joined to game clue ids by FR name through
 * dofhunt/jouvev (sibling folders); positions go to the internal `_clue-positions` collection.
 */
export const dbiTreasureSolver: Adapter = {
  name: 'dbi-treasure-solver',
  gameVersion: '2.7x (2024)',
  commit: '708e9bd33539ade230a8f10e85bd5caf8a68baa1',
  rank: 64,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const j = (await readOptional<Dbi>(ctx.dir, 'dofuspourlesnoobs_clues.json')) ?? {};
    const gameIdByName = new Map<string, number>();
    const hunt = await readOptional<{ clues?: Record<string, unknown>[] }>(
      path.join(ctx.gamedataDir, 'dofhunt'),
      'clues.json',
    );
    for (const c of hunt?.clues ?? [])
      if (typeof c['name-fr'] === 'string') gameIdByName.set(nameKey(c['name-fr']), Number(c['clue-id']));
    const poi = await readOptional<Record<string, string>>(
      path.join(ctx.gamedataDir, 'jouvev-dofus-tools'),
      'poi.json',
    );
    for (const [id, name] of Object.entries(poi ?? {}))
      if (!gameIdByName.has(nameKey(name))) gameIdByName.set(nameKey(name), Number(id));
    const idMap = new Map<number, number>();
    for (const c of j.clues ?? []) {
      const gameId = c.hintfr ? gameIdByName.get(nameKey(c.hintfr)) : undefined;
      if (gameId === undefined) continue;
      idMap.set(c.clueid, gameId);
      out.put('point-of-interest', gameId, { name: i18n({ fr: c.hintfr, en: c.hinten, es: c.hintes }) });
    }
    const positions = new Map<number, [number, number][]>();
    for (const m of j.maps ?? []) {
      const x = num(m.x);
      const y = num(m.y);
      if (x === undefined || y === undefined) continue;
      for (const c of numArr(m.clues)) {
        const gameId = idMap.get(c);
        if (gameId === undefined) continue;
        const list = positions.get(gameId) ?? [];
        list.push([x, y]);
        positions.set(gameId, list);
      }
    }
    for (const [id, list] of positions) out.put('_clue-positions', id, { positions: list });
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
