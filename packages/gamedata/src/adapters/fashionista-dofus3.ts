import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { exists, num, type Rec } from '../util/io.ts';

/** The game version of these tables; monsters they hold carry it as `dropsGameVersion`. */
export const FASHIONISTA_GAME_VERSION = '3.6.8.8';

/**
 * Rows of a tab-separated table with a header line, keyed by column name. The copies hold no quoting
 * (SOURCES.md: values written verbatim, NULL as an empty field), so a plain split is exact.
 */
async function readTsv(dir: string, file: string): Promise<Record<string, string>[]> {
  const p = path.join(dir, file);
  if (!(await exists(p))) return [];
  const lines = (await fs.readFile(p, 'utf8')).split('\n').filter((line) => line !== '');
  const header = (lines.shift() ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

function grade(r: Record<string, string>): Rec | undefined {
  const level = num(r.level);
  const lifePoints = num(r.life_points);
  if (level === undefined || lifePoints === undefined) return undefined;
  return {
    grade: num(r.grade) ?? 1,
    level,
    lifePoints,
    actionPoints: num(r.action_points),
    movementPoints: num(r.movement_points),
    apDodge: num(r.ap_dodge),
    mpDodge: num(r.mp_dodge),
    resistances: {
      neutral: num(r.neutral_resistance),
      earth: num(r.earth_resistance),
      fire: num(r.fire_resistance),
      water: num(r.water_resistance),
      air: num(r.air_resistance),
    },
  };
}

/**
 * Trameur/DofusFashionistaVanced (game 3.6.8.8): English and French names of every monster of the
 * game, their grades (level, life, AP/MP, dodge, resistances) and their drops (one rate per drop, with
 * the game's drop condition). A monster these tables hold gets its drop list from them, empty when they
 * list none: the game of that version drops nothing else from it, so an older list must not stand in.
 */
export const fashionistaDofus3: Adapter = {
  name: 'fashionista-dofus3',
  gameVersion: FASHIONISTA_GAME_VERSION,
  commit: 'da7a6baf9a1e0b9dd1cd0e654f7137e54af331e2',
  rank: 95,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    ctx.onProgress?.(0, 3, 'names');
    const names = new Map<number, Record<string, string>>();
    for (const r of await readTsv(ctx.dir, 'monster_names.tsv')) {
      const id = num(r.monster_ankama_id);
      if (id === undefined || (r.language !== 'fr' && r.language !== 'en')) continue;
      names.set(id, { ...names.get(id), [r.language]: r.name });
    }
    for (const [id, name] of names) out.put('monsters', id, { name: i18n(name) });

    ctx.onProgress?.(1, 3, 'grades');
    const grades = new Map<number, Rec[]>();
    for (const r of await readTsv(ctx.dir, 'monster_grades.tsv')) {
      const id = num(r.monster_ankama_id);
      const g = grade(r);
      if (id === undefined || !g) continue;
      const list = grades.get(id) ?? [];
      list.push(g);
      grades.set(id, list);
    }

    ctx.onProgress?.(2, 3, 'drops');
    const drops = new Map<number, Rec[]>();
    for (const file of ['item_drops.tsv', 'resource_drops.tsv']) {
      for (const r of await readTsv(ctx.dir, file)) {
        const monsterId = num(r.monster_ankama_id);
        const itemId = num(r.item ?? r.resource_ankama_id);
        const percent = num(r.rate);
        if (monsterId === undefined || itemId === undefined || percent === undefined) continue;
        const criteria = r.conditions.trim();
        const list = drops.get(monsterId) ?? [];
        list.push({ itemId, percent, ...(criteria ? { criteria, isConditional: true } : {}) });
        drops.set(monsterId, list);
      }
    }
    for (const id of new Set([...grades.keys(), ...drops.keys()])) {
      const current = (drops.get(id) ?? []).sort((a, b) => (b.percent as number) - (a.percent as number) || (a.itemId as number) - (b.itemId as number));
      out.put('monsters', id, {
        grades: grades.get(id)?.sort((a, b) => (a.grade as number) - (b.grade as number)),
        // Arrays replace whole: set even when empty, so a 2019 list is never read as today's.
        drops: current,
        dropsGameVersion: FASHIONISTA_GAME_VERSION,
      });
    }
    ctx.onProgress?.(3, 3, 'done');
    return out.data;
  },
};
