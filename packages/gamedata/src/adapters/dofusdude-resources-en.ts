import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';

interface DudeItem {
  ankama_id: number;
  name?: string;
  type?: { name?: string; id?: number };
  level?: number;
  image_urls?: { icon?: string; sd?: string };
  description?: string;
  recipe?: { item_ankama_id: number; quantity: number }[];
}

/** bazoabi/dofus-data-fetch: dofusdude API resources (Dofus 3, April 2025), English. */
export const dofusdudeResourcesEn: Adapter = {
  name: 'dofusdude-resources-en',
  gameVersion: '3.x (2025-04)',
  commit: 'd3e09c9d44d83e5d200765432fbb17ff7ad25342',
  rank: 81,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const j = await readOptional<{ items?: DudeItem[] }>(ctx.dir, 'resources.json');
    for (const it of j?.items ?? []) {
      const rec: Rec = {
        name: i18n({ en: it.name }),
        level: num(it.level),
        description: i18n({ en: it.description }),
        img: it.image_urls?.sd ?? it.image_urls?.icon,
        _typeName: i18n({ en: it.type?.name }),
        _superTypeHint: 9,
      };
      out.put('items', it.ankama_id, rec);
      if (it.recipe?.length) {
        out.put('recipes', it.ankama_id, {
          resultId: it.ankama_id,
          resultLevel: num(it.level),
          ingredientIds: it.recipe.map((r) => r.item_ankama_id),
          quantities: it.recipe.map((r) => r.quantity),
        });
      }
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
