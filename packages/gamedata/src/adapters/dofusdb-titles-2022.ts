import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';

type Names = Record<string, string | number>;
const names = (n: Names | undefined) =>
  n
    ? i18n({
        fr: n.fr as string,
        en: n.en as string,
        de: n.de as string,
        es: n.es as string,
        pt: n.pt as string,
      })
    : undefined;

/** Plantim/DDB-Downloader: DofusDB `/titles` dump (2022, Dofus 2.6x), 8 languages. */
export const dofusdbTitles2022: Adapter = {
  name: 'dofusdb-titles-2022',
  gameVersion: '2.6x (2022)',
  commit: '587e950bdd56f9c238afcfa2fbb9077fd51b1070',
  rank: 55,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const j = await readOptional<{ data?: Rec[] }>(ctx.dir, 'titles.json');
    for (const t of j?.data ?? []) {
      out.put('titles', num(t.id), {
        name: names(t.nameMale as Names),
        nameFemale: names(t.nameFemale as Names),
        visible: t.visible === true,
        categoryId: num(t.categoryId),
      });
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
