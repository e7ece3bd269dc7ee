import type { Adapter, SourceData } from './adapter.ts';
import { Out } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';

/** CarlCochet/DofusFight: D2O MapPositions of 2018 (Dofus 2.4x): map id → x/y/worldMap/subArea. */
export const dofusfight2018: Adapter = {
  name: 'dofusfight-2018',
  gameVersion: '2.4x (2018)',
  commit: '9cc866a68dbddb607a30d465db86af50eeb5b64e',
  rank: 10,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const list = (await readOptional<Rec[]>(ctx.dir, 'MapPositions.json')) ?? [];
    for (const m of list) {
      out.put('map-positions', num(m.id), {
        posX: num(m.posX),
        posY: num(m.posY),
        worldMap: num(m.worldMap),
        subAreaId: num(m.subAreaId),
        outdoor: m.outdoor === true,
        // The game's own pick among the maps sharing a position: the one its world map shows.
        ...(m.hasPriorityOnWorldmap === true && { hasPriorityOnWorldmap: true }),
      });
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
