import path from 'node:path';
import { promises as fs } from 'node:fs';
import type { Adapter, AdapterContext, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { exists, readJson, num, type Rec } from '../util/io.ts';
import { labelEffect } from './effects-from-labels.ts';
import { BREEDS } from './labels.ts';
import { convertForgeBuffs, convertForgeEffect, type ForgeSpellEffect } from './forge-spell-effects.ts';
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
  effects?: ForgeSpellEffect[];
  critEffects?: ForgeSpellEffect[];
  /** Extra lines in the file's language ("-10 Fuite (3T)"). */
  buffs?: string[];
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

async function readSpellFiles(ctx: AdapterContext, lang: string): Promise<Map<string, { classSlug: string; spells: ForgeSpell[] }>> {
  const dir = path.join(ctx.dir, lang, 'spells');
  const files = new Map<string, { classSlug: string; spells: ForgeSpell[] }>();
  if (!(await exists(dir))) return files;
  for (const f of (await fs.readdir(dir)).filter((x) => x.endsWith('.json')).sort()) {
    files.set(f, await readJson<{ classSlug: string; spells: ForgeSpell[] }>(path.join(dir, f)));
  }
  return files;
}

async function loadSpells(ctx: AdapterContext, out: Out): Promise<void> {
  const breedBySlug = new Map(BREEDS.map(([id, slug]) => [slug, id]));
  const byLang = { fr: await readSpellFiles(ctx, 'fr'), en: await readSpellFiles(ctx, 'en') };
  const names = { fr: new Map<number, string>(), en: new Map<number, string>() };
  for (const lang of LANGS) for (const j of byLang[lang].values()) for (const s of j.spells ?? []) names[lang].set(s.id, s.name);
  const spellName = (id: number, lang: 'fr' | 'en') => names[lang].get(id);
  const enSpells = new Map<number, ForgeSpell>();
  for (const j of byLang.en.values()) for (const s of j.spells ?? []) enSpells.set(s.id, s);
  const files = [...new Set([...byLang.fr.keys(), ...byLang.en.keys()])].sort();
  for (const f of files) {
    for (const lang of LANGS) {
      const j = byLang[lang].get(f);
      if (!j) continue;
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
        if (lang === 'en' && byLang.fr.has(f)) continue;
        // Levels once, from the FR file with the EN file's buff lines beside them.
        const enLevels = new Map((enSpells.get(s.id)?.levels ?? []).map((l) => [l.grade, l]));
        for (const l of levels) {
          const en = enLevels.get(l.grade);
          const conv = (effs: ForgeSpellLevel['effects']) => (effs ?? []).map((e) => convertForgeEffect(e, spellName));
          const buffs = lang === 'fr' ? convertForgeBuffs(l.buffs, en?.buffs) : convertForgeBuffs(undefined, l.buffs);
          out.put('spell-levels', s.id * 100 + l.grade, {
            spellId: s.id,
            grade: l.grade,
            apCost: l.ap ?? 0,
            minRange: l.minRange ?? 0,
            range: l.maxRange ?? 0,
            criticalHitProbability: l.critChance,
            maxCastPerTurn: l.maxPerTurn,
            effects: [...conv(l.effects), ...buffs],
            // No critical list: a spell that cannot hit critically (0%) has none, others repeat the normal ones.
            criticalEffects: l.critEffects || l.critChance ? [...conv(l.critEffects ?? l.effects), ...buffs] : [],
          });
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
