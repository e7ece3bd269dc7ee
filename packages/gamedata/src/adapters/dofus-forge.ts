import path from 'node:path';
import { promises as fs } from 'node:fs';
import type { Adapter, AdapterContext, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { exists, readJson, num, type Rec } from '../util/io.ts';
import { labelEffect } from './effects-from-labels.ts';
import { BREEDS } from './labels.ts';
import type { ItemEffect } from '../types.ts';

interface ForgeEffect {
  stat: string;
  min: number | null;
  max: number | null;
  effect_id?: number;
}
interface ForgeItem {
  ankama_id: number;
  name: string;
  level: number;
  type: string;
  slot?: string;
  effects?: ForgeEffect[];
  set_id?: number | null;
  image_url?: string;
  description?: string;
  ap_cost?: number;
  crit_chance?: number;
  crit_bonus?: number;
  min_range?: number;
  max_range?: number;
  max_per_turn?: number;
}
interface ForgeSet {
  ankama_id: number;
  name: string;
  items: number[];
  bonuses: Record<string, ForgeEffect[]>;
}
interface ForgeSpellLevel {
  grade: number;
  ap?: number;
  minRange?: number;
  maxRange?: number;
  maxPerTurn?: number;
  critChance?: number;
  effects?: { element?: string; min?: number; max?: number; kind?: string }[];
  critEffects?: { element?: string; min?: number; max?: number; kind?: string }[];
}
interface ForgeSpell {
  id: number;
  name: string;
  element?: string;
  is_variant?: boolean;
  image_url?: string;
  levels?: ForgeSpellLevel[];
  description?: string;
}

const LANGS = ['fr', 'en'] as const;
const WEAPON_LABEL = /^(dommages|vol|soins) /;
const ELEMENTS: Record<string, number> = { neutral: 0, earth: 1, fire: 2, water: 3, air: 4 };

/** Mapped effects; undefined when none map, so a lower-ranked source's effects can stand. */
function effectsOf(list: ForgeEffect[] | undefined, weapon: boolean): ItemEffect[] | undefined {
  const out: ItemEffect[] = [];
  for (const e of list ?? []) {
    const eff = labelEffect(e.stat, e.min, e.max, {
      weapon: weapon && WEAPON_LABEL.test(e.stat),
      effectId: e.effect_id,
    });
    if (eff) out.push(eff);
  }
  return out.length ? out : undefined;
}

async function loadItems(ctx: AdapterContext, out: Out, file: string, equipment: boolean): Promise<void> {
  for (const lang of LANGS) {
    const p = path.join(ctx.dir, lang, file);
    if (!(await exists(p))) continue;
    const items = await readJson<ForgeItem[]>(p);
    for (const it of items) {
      const rec: Rec = {
        name: i18n({ [lang]: it.name }),
        description: i18n({ [lang]: it.description }),
        _typeName: i18n({ [lang]: it.type }),
        // Super type of a Dofus 3 item type no game id is known for (derive's new types).
        _superTypeHint: equipment ? undefined : 6,
      };
      // Effects from the FR file only: FR labels tell weapon lines from stat lines unambiguously.
      if (lang === 'fr' || !out.get('items', it.ankama_id)?.effects) {
        Object.assign(rec, {
          level: it.level,
          img: it.image_url,
          effects: effectsOf(it.effects, equipment),
          itemSetId: num(it.set_id),
          isEquipment: equipment || undefined,
        });
        if (equipment && it.ap_cost !== undefined) {
          rec.weapon = {
            apCost: it.ap_cost,
            minRange: it.min_range ?? 1,
            maxRange: it.max_range ?? 1,
            criticalHitProbability: it.crit_chance ?? 0,
            criticalHitBonus: it.crit_bonus ?? 0,
            maxCastPerTurn: it.max_per_turn ?? 1,
          };
        }
      }
      out.put('items', it.ankama_id, rec);
    }
  }
}

async function loadSets(ctx: AdapterContext, out: Out): Promise<void> {
  for (const lang of LANGS) {
    const p = path.join(ctx.dir, lang, 'sets.json');
    if (!(await exists(p))) continue;
    for (const s of await readJson<ForgeSet[]>(p)) {
      const rec: Rec = { name: i18n({ [lang]: s.name }), itemIds: s.items };
      if (lang === 'fr' || !out.get('item-sets', s.ankama_id)?.bonuses) {
        rec.bonuses = Object.entries(s.bonuses ?? {})
          .map(([count, effs]) => ({ itemCount: Number(count), effects: effectsOf(effs, false) ?? [] }))
          .filter((b) => b.effects.length > 0)
          .sort((a, b) => a.itemCount - b.itemCount);
        if (!(rec.bonuses as unknown[]).length) delete rec.bonuses;
      }
      out.put('item-sets', s.ankama_id, rec);
      for (const itemId of s.items) out.put('items', itemId, { itemSetId: s.ankama_id });
    }
  }
}

async function loadMounts(ctx: AdapterContext, out: Out): Promise<void> {
  // ankama_id here is the mount's item (33000…), joined to mount ids by elevagesimu: keep as items.
  for (const lang of LANGS) {
    const p = path.join(ctx.dir, lang, 'mounts.json');
    if (!(await exists(p))) continue;
    for (const m of await readJson<
      { ankama_id: number; name: string; family?: string; image_url?: string }[]
    >(p)) {
      out.put('items', m.ankama_id, {
        name: i18n({ [lang]: m.name }),
        img: m.image_url,
        _typeName: i18n({ [lang]: m.family }),
      });
    }
  }
}

async function loadSpells(ctx: AdapterContext, out: Out): Promise<void> {
  const breedBySlug = new Map(BREEDS.map(([id, slug]) => [slug, id]));
  for (const lang of LANGS) {
    const dir = path.join(ctx.dir, lang, 'spells');
    if (!(await exists(dir))) continue;
    for (const f of (await fs.readdir(dir)).filter((x) => x.endsWith('.json')).sort()) {
      const j = await readJson<{ classSlug: string; spells: ForgeSpell[] }>(path.join(dir, f));
      const breedId = breedBySlug.get(j.classSlug);
      for (const s of j.spells ?? []) {
        const levels = s.levels ?? [];
        out.put('spells', s.id, {
          name: i18n({ [lang]: s.name }),
          description: i18n({ [lang]: s.description }),
          breedId,
          img: s.image_url,
          elementId: s.element ? ELEMENTS[s.element] : undefined,
          spellLevels: levels.map((l) => s.id * 100 + l.grade),
        });
        for (const l of levels) {
          const conv = (effs: ForgeSpellLevel['effects']) =>
            (effs ?? []).map((e) => ({
              effectId: 0,
              text: i18n({ [lang]: [e.kind, e.element].filter(Boolean).join(' ') }),
              from: e.min ?? 0,
              to: e.max && e.max !== 0 ? e.max : (e.min ?? 0),
              elementId: e.element ? ELEMENTS[e.element] : undefined,
            }));
          const rec: Rec = {
            spellId: s.id,
            grade: l.grade,
            apCost: l.ap ?? 0,
            minRange: l.minRange ?? 0,
            range: l.maxRange ?? 0,
            criticalHitProbability: l.critChance,
            maxCastPerTurn: l.maxPerTurn,
          };
          if (lang === 'fr' || !out.get('spell-levels', s.id * 100 + l.grade)) {
            rec.effects = conv(l.effects);
            rec.criticalEffects = conv(l.critEffects);
          }
          out.put('spell-levels', s.id * 100 + l.grade, rec);
        }
      }
      if (breedId !== undefined) {
        out.put('breeds', breedId, { breedSpellsId: j.spells.filter((s) => !s.is_variant).map((s) => s.id) });
      }
    }
  }
}

export const dofusForge: Adapter = {
  name: 'dofus-forge',
  gameVersion: '3.6.10.10',
  commit: '68ea22a27a2963fdb8eea676cc32fe73ba1ebc3a',
  rank: 100,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const steps: [string, () => Promise<void>][] = [
      ['equipment', () => loadItems(ctx, out, 'equipment.json', true)],
      ['consumables', () => loadItems(ctx, out, 'consumables.json', false)],
      ['sets', () => loadSets(ctx, out)],
      ['mounts', () => loadMounts(ctx, out)],
      ['spells', () => loadSpells(ctx, out)],
    ];
    for (const [i, [step, fn]] of steps.entries()) {
      ctx.onProgress?.(i, steps.length, step);
      await fn();
    }
    ctx.onProgress?.(steps.length, steps.length, 'done');
    return out.data;
  },
};
