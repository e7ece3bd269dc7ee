import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, numArr, type Rec } from '../util/io.ts';

type Row = Rec & { id: number; name?: string };

function grade(g: Rec): Rec {
  return {
    grade: num(g.grade) ?? 1,
    level: num(g.level) ?? 0,
    lifePoints: num(g.lifePoints) ?? 0,
    actionPoints: num(g.actionPoints) ?? 0,
    movementPoints: num(g.movementPoints) ?? 0,
    apDodge: num(g.apDodge),
    mpDodge: num(g.mpDodge),
    wisdom: num(g.wisdom),
    strength: num(g.strength),
    intelligence: num(g.intelligence),
    chance: num(g.chance),
    agility: num(g.agility),
    resistances: {
      neutral: num(g.resNeutral) ?? 0,
      earth: num(g.resEarth) ?? 0,
      fire: num(g.resFire) ?? 0,
      water: num(g.resWater) ?? 0,
      air: num(g.resAir) ?? 0,
    },
    experience: num(g.experience),
  };
}

/** Drops are given per grade: flatten to one row per item with a percentage per grade. */
function drops(grades: Rec[]): Rec[] {
  const byItem = new Map<number, { pct: number[]; cond: boolean }>();
  grades.forEach((g, gi) => {
    for (const d of Array.isArray(g.drops) ? (g.drops as Rec[]) : []) {
      const itemId = num(d.itemId);
      if (itemId === undefined) continue;
      const row = byItem.get(itemId) ?? { pct: new Array<number>(grades.length).fill(0), cond: false };
      row.pct[gi] = num(d.probability) ?? 0;
      row.cond ||= d.isConditional === true;
      byItem.set(itemId, row);
    }
  });
  return [...byItem].map(([itemId, r]) => ({
    itemId,
    percentPerGrade: r.pct,
    isConditional: r.cond || undefined,
  }));
}

const TRACKER_GAME_VERSION = '2.5x (2019)';

/** drouguil/Dofus-Tracker (2019, Dofus 2.5x, FR): item names, monsters with grades and drops, spells… */
export const dofusTracker2019: Adapter = {
  name: 'dofus-tracker-2019',
  gameVersion: TRACKER_GAME_VERSION,
  commit: 'c546055e66aaaf3f19050e76e4a1ba59a137c4ec',
  rank: 50,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const read = async (f: string) => (await readOptional<Row[]>(ctx.dir, `${f}.json`)) ?? [];
    ctx.onProgress?.(0, 4, 'items');
    for (const it of await read('items')) {
      const icon = num(it.image);
      out.put('items', it.id, { name: i18n({ fr: it.name }), iconId: icon ? icon : undefined });
    }
    ctx.onProgress?.(1, 4, 'monsters');
    for (const m of await read('monsters')) {
      const grades = Array.isArray(m.grades) ? (m.grades as Rec[]) : [];
      out.put('monsters', m.id, {
        name: i18n({ fr: m.name }),
        grades: grades.map(grade),
        drops: grades.length > 0 ? drops(grades) : undefined,
        dropsGameVersion: grades.length > 0 ? TRACKER_GAME_VERSION : undefined,
        spellIds: numArr(m.spellIds),
        areaNames: Array.isArray(m.subareaNames)
          ? (m.subareaNames as string[]).map((n) => i18n({ fr: n })).filter(Boolean)
          : undefined,
        _raceName: i18n({ fr: m.race as string }),
        _superRaceName: i18n({ fr: m.family as string }),
      });
    }
    ctx.onProgress?.(2, 4, 'spells');
    for (const s of await read('spells')) out.put('spells', s.id, { name: i18n({ fr: s.name }) });
    for (const v of await read('spell-variants')) {
      const a = num(v.spell);
      const b = num(v.variant);
      if (a === undefined || b === undefined) continue;
      out.put('spells', a, { variantId: b, breedId: num(v.breed) });
      out.put('spells', b, { variantId: a, breedId: num(v.breed) });
    }
    for (const s of await read('states')) {
      const flags: Rec = {};
      for (const [k, v] of Object.entries(s))
        if (k !== 'id' && k !== 'name') flags[k] = v === 1 || v === true;
      out.put('spell-states', s.id, { name: i18n({ fr: s.name }), ...flags });
    }
    ctx.onProgress?.(3, 4, 'others');
    for (const c of await read('challenges')) out.put('challenges', c.id, { name: i18n({ fr: c.name }) });
    for (const e of await read('emoticons')) out.put('emoticons', e.id, { name: i18n({ fr: e.name }) });
    for (const i of await read('idols'))
      out.put('idols', i.id, { name: i18n({ fr: i.name }), level: num(i.level), score: num(i.score) });
    for (const m of await read('mounts')) out.put('mounts', m.id, { name: i18n({ fr: m.name }) });
    for (const s of await read('servers'))
      out.put('servers', s.id, { name: i18n({ fr: s.name, en: s.name }), communityId: num(s.community) });
    for (const s of await read('sidekicks')) out.put('sidekicks', s.id, { name: i18n({ fr: s.name }) });
    ctx.onProgress?.(4, 4, 'done');
    return out.data;
  },
};
