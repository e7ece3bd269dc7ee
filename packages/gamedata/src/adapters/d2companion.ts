import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, numArr, type Rec } from '../util/io.ts';
import { dayOfLeapYear, mmdd, parseMonthDay } from '../util/dates.ts';
import { d2oEffect } from './datafus-items.ts';
import type { ItemEffect } from '../types.ts';

type Row = Rec & { id: number; name?: string };

/** corentin-ballot/D2.Companion: French id → name lists (Dofus 2.7x, 2024). */
export const d2companion: Adapter = {
  name: 'd2companion',
  gameVersion: '2.7x (2024)',
  commit: 'e3c97336bb603a2ab61de69b7c84ba8eb61b7e01',
  rank: 66,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const read = async (f: string) => (await readOptional<Row[]>(ctx.dir, `${f}.json`)) ?? [];
    const steps = 9;
    ctx.onProgress?.(0, steps, 'achievements');
    for (const a of await read('achievements')) {
      out.put('achievements', a.id, {
        name: i18n({ fr: a.name }),
        categoryId: num(a.categoryId),
        order: num(a.order),
        iconId: num(a.iconId),
      });
    }
    for (const c of await read('achievement-categories')) {
      out.put('achievement-categories', c.id, {
        name: i18n({ fr: c.name }),
        parentId: num(c.parentId),
        achievementIds: numArr(c.achievementIds),
        order: num(c.order),
      });
    }
    ctx.onProgress?.(2, steps, 'quests');
    for (const q of await read('quests'))
      out.put('quests', q.id, { name: i18n({ fr: q.name }), categoryId: num(q.categoryId) });
    for (const c of await read('quest-categories')) {
      out.put('quest-categories', c.id, {
        name: i18n({ fr: c.name }),
        questIds: numArr(c.questIds),
        order: num(c.order),
      });
    }
    ctx.onProgress?.(4, steps, 'monsters, mounts');
    for (const m of await read('monsters')) out.put('monsters', m.id, { name: i18n({ fr: m.name }) });
    for (const m of await read('mounts'))
      out.put('mounts', m.id, { name: i18n({ fr: m.name }), certificateId: num(m.certificateId) });
    ctx.onProgress?.(5, steps, 'spells');
    for (const s of await read('spells'))
      out.put('spells', s.id, { name: i18n({ fr: s.name }), iconId: num(s.iconId), typeId: num(s.typeId) });
    ctx.onProgress?.(6, steps, 'effects');
    for (const e of await read('effects')) {
      out.put('effects', e.id, {
        description: i18n({ fr: typeof e.description === 'string' ? e.description : undefined }),
      });
    }
    ctx.onProgress?.(7, steps, 'almanax, runes');
    for (const d of (await readOptional<Rec[]>(ctx.dir, 'almanax.json')) ?? []) {
      const md = parseMonthDay(String(d.date ?? ''));
      if (!md) continue;
      out.put('almanax', dayOfLeapYear(md.month, md.day), {
        date: mmdd(md.month, md.day),
        merydes: i18n({ fr: d.merydes as string }),
        kamas: num(d.reward),
        bonus: { description: i18n({ fr: d.description as string }) },
      });
    }
    for (const r of (await readOptional<Rec[]>(ctx.dir, 'runes-forgemagie.json')) ?? []) {
      const effects = (Array.isArray(r.possibleEffects) ? (r.possibleEffects as Rec[]) : [])
        .map(d2oEffect)
        .filter((e): e is ItemEffect => !!e);
      out.put('items', num(r._id), {
        name: i18n({ fr: r.name as string }),
        level: num(r.level),
        iconId: num(r.iconId),
        img: r.img as string,
        effects,
      });
    }
    ctx.onProgress?.(steps, steps, 'done');
    return out.data;
  },
};
