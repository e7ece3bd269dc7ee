import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';
import { dayOfLeapYear, mmdd } from '../util/dates.ts';

type Tr = Record<string, string>;
const strip = (s: string | undefined) => (s === undefined ? undefined : s.replace(/<[^>]+>/g, ''));

/** N1ark/dofus-quests (Dofus 3, DofusDB data, Sept. 2025): EN + FR names of quests, achievements, categories, titles, almanax. */
export const n1arkDofusQuests: Adapter = {
  name: 'n1ark-dofus-quests',
  gameVersion: '3.x (2025-09)',
  commit: '5c82bce5f336c500bb6c9c325dbb4e43e167dc77',
  rank: 81,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const en = (await readOptional<Tr>(ctx.dir, 'tr-en.json')) ?? {};
    const fr = (await readOptional<Tr>(ctx.dir, 'tr-fr.json')) ?? {};
    const t = (key: string) => i18n({ fr: strip(fr[key]), en: strip(en[key]) });
    const keys = new Set([...Object.keys(en), ...Object.keys(fr)]);
    for (const key of keys) {
      const m = /^(q|a|qC|aC|t)(\d+)\.(name|description|male|female)$/.exec(key);
      if (!m) continue;
      const [, kind, idStr, field] = m;
      const id = Number(idStr);
      if (kind === 'q' && field === 'name') out.put('quests', id, { name: t(key) });
      else if (kind === 'a') out.put('achievements', id, { [field]: t(key) });
      else if (kind === 'qC') out.put('quest-categories', id, { name: t(key) });
      else if (kind === 'aC') out.put('achievement-categories', id, { name: t(key) });
      else if (kind === 't') out.put('titles', id, { [field === 'male' ? 'name' : 'nameFemale']: t(key) });
    }
    const data = await readOptional<{
      almanax?: Rec[];
      achievementCategories?: Rec[];
      questCategories?: Rec[];
    }>(ctx.dir, 'data.json');
    for (const c of data?.achievementCategories ?? [])
      out.put('achievement-categories', num(c.id), { parentId: num(c.parentId), order: num(c.order) });
    for (const c of data?.questCategories ?? [])
      out.put('quest-categories', num(c.id), { order: num(c.order) });
    for (const a of data?.almanax ?? []) {
      const month = num(a.month);
      const day = num(a.day);
      if (month === undefined || day === undefined) continue;
      const q = String(a.id ?? '');
      const questId = num(q.replace(/^q/, ''));
      const itemId = num(a.itemId);
      // The offering goes apart: derive checks it names the same item as the newer almanax source.
      out.put('almanax', dayOfLeapYear(month, day), {
        date: mmdd(month, day),
        questId,
        _offering: { itemId, quantity: num(a.itemQuantity), img: a.itemImg as string, itemName: t(`${q}.item`) },
        bonus: { name: t(`${q}.effectName`), description: t(`${q}.effectDesc`) },
      });
      if (itemId !== undefined) out.put('items', itemId, { name: t(`${q}.item`) });
    }
    ctx.onProgress?.(1, 1, 'done');
    return out.data;
  },
};
