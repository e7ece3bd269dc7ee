import type { Adapter, SourceData } from './adapter.ts';
import { Out } from './adapter.ts';
import { loadDatafusItems } from './datafus-items.ts';
import { loadDatafusWorld } from './datafus-world.ts';
import { loadDatafusContent } from './datafus-content.ts';

/** bot4dofus/Datafus: D2O dumps of Dofus 2.73 (ids, numbers and structure; no texts). */
export const datafus: Adapter = {
  name: 'datafus',
  gameVersion: '2.73.3.14',
  commit: 'bb2970f732f0b8c66e2c586415c27b72fe1aa488',
  rank: 70,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    ctx.onProgress?.(0, 3, 'items, sets, recipes, effects');
    await loadDatafusItems(ctx.dir, out);
    ctx.onProgress?.(1, 3, 'world, maps, servers, dungeons');
    await loadDatafusWorld(ctx.dir, out);
    ctx.onProgress?.(2, 3, 'breeds, quests, achievements');
    await loadDatafusContent(ctx.dir, out);
    ctx.onProgress?.(3, 3, 'done');
    return out.data;
  },
};
