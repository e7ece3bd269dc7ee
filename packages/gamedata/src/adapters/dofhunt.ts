import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, numArr, num } from '../util/io.ts';

interface Clues {
  clues?: Record<string, string | number>[];
  maps?: Record<string, { position?: { x: number; y: number }; clues?: number[] }>;
}

/** cjbrigato/dofhunt: the 179 treasure-hunt clues (5 languages) and clue ids per game map id (Dofus 3.0). */
export const dofhunt: Adapter = {
  name: 'dofhunt',
  gameVersion: '3.0 (2025-01)',
  commit: 'c9c3a8f380a1ce062e4c06a8e6a640c9caf9f26c',
  rank: 80,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const j = (await readOptional<Clues>(ctx.dir, 'clues.json')) ?? {};
    for (const c of j.clues ?? []) {
      const s = (k: string) => (typeof c[k] === 'string' ? (c[k] as string) : undefined);
      out.put('point-of-interest', num(c['clue-id']), {
        name: i18n({
          fr: s('name-fr'),
          en: s('name-en'),
          es: s('name-es'),
          de: s('name-de'),
          pt: s('name-pt'),
        }),
      });
    }
    const maps = Object.entries(j.maps ?? {});
    for (const [i, [mapId, m]] of maps.entries()) {
      if (i % 2000 === 0) ctx.onProgress?.(i, maps.length, 'maps');
      out.put('map-positions', Number(mapId), {
        posX: num(m.position?.x),
        posY: num(m.position?.y),
        clueIds: numArr(m.clues),
      });
    }
    ctx.onProgress?.(maps.length, maps.length, 'done');
    return out.data;
  },
};
