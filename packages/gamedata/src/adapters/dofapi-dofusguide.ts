import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';

/** GeekChanaa/DofusGuide (dofapi scrape of the dofus.com encyclopedia, 2019–21, FR): resources, consumables, jobs, haven bags. */
export const dofapiDofusguide: Adapter = {
  name: 'dofapi-dofusguide',
  gameVersion: '2.5x (2019-21)',
  commit: '497b6ceaf5bd20ee3afe514814f31fbc2be69c40',
  rank: 52,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const read = async (f: string) => (await readOptional<Rec[]>(ctx.dir, `${f}.json`)) ?? [];
    const files = ['resources', 'consumables', 'harnesses', 'idols'];
    for (const [i, f] of files.entries()) {
      ctx.onProgress?.(i, files.length + 1, f);
      for (const r of await read(f)) {
        const rec = {
          name: i18n({ fr: r.name as string }),
          level: num(r.level),
          description: i18n({ fr: r.description as string }),
          img: typeof r.imgUrl === 'string' ? r.imgUrl : undefined,
          _typeName: i18n({ fr: r.type as string }),
        };
        // idols.json: ankamaId is the idol id, not an item id.
        if (f === 'idols')
          out.put('idols', num(r.ankamaId), {
            name: rec.name,
            level: rec.level,
            description: rec.description,
            img: rec.img,
          });
        else out.put('items', num(r.ankamaId), rec);
      }
    }
    for (const j of await read('professions')) {
      out.put('jobs', num(j.ankamaId), {
        name: i18n({ fr: j.name as string }),
        description: i18n({ fr: j.description as string }),
        img: j.imgUrl as string,
      });
    }
    for (const h of await read('havenbags')) {
      out.put('havenbag-themes', num(h.ankamaId), {
        name: i18n({ fr: h.name as string }),
        img: h.imgUrl as string,
      });
    }
    ctx.onProgress?.(files.length + 1, files.length + 1, 'done');
    return out.data;
  },
};
