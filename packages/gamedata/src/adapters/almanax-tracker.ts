import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';
import { dayOfLeapYear, mmdd, parseMonthDay } from '../util/dates.ts';

/** bmangeat/almanax-tracker: the 366 almanax days (FR, Dofus 3, 2026), keyed by MM-DD. */
export const almanaxTracker: Adapter = {
  name: 'almanax-tracker',
  gameVersion: '3.x (2026)',
  commit: '38d8c10d804371ca97a5a1d122ba54211d19ef52',
  rank: 84,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    for (const d of (await readOptional<Rec[]>(ctx.dir, 'almanax.json')) ?? []) {
      const md = parseMonthDay(String(d.date ?? ''));
      if (!md) continue;
      const cats = Array.isArray(d.bonusCategories)
        ? (d.bonusCategories as unknown[]).filter((c): c is string => typeof c === 'string' && c !== 'aucun')
        : [];
      out.put('almanax', dayOfLeapYear(md.month, md.day), {
        date: mmdd(md.month, md.day),
        itemName: i18n({ fr: d.item as string }),
        quantity: num(d.quantite),
        kamas: num(d.kamas),
        bonus: {
          description: i18n({ fr: d.bonusDescription as string }),
          categories: cats.length ? cats : undefined,
        },
        img: typeof d.imgUrl === 'string' ? d.imgUrl : undefined,
      });
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
