import type { Adapter, SourceData } from './adapter.ts';
import { Out, i18n } from './adapter.ts';
import { readOptional, num, type Rec } from '../util/io.ts';
import { labelEffect } from './effects-from-labels.ts';
import type { ItemEffect } from '../types.ts';
import { labConditionToCriterion, type LabCondition } from './dofuslab-conditions.ts';

type Names = Partial<Record<'en' | 'fr' | 'de' | 'es' | 'pt' | 'it', string>>;
interface LabStat {
  stat: string;
  minStat: number | null;
  maxStat: number | null;
}
interface LabItem {
  dofusID: string;
  name: Names;
  itemType: string;
  setID: string | null;
  level: number;
  stats?: LabStat[];
  imageUrl?: string;
  /** `conditions` is the parsed tree; `customConditions` free texts per language (not criteria). */
  conditions?: { conditions?: LabCondition };
  weaponStats?: {
    apCost?: number;
    usesPerTurn?: number;
    minRange?: number | null;
    maxRange?: number;
    baseCritChance?: number;
    critBonusDamage?: number;
    weapon_effects?: LabStat[];
  };
}
interface LabSet {
  id: string;
  name: Names;
  bonuses: Record<string, { stat: string; value: number | null }[]>;
}

/** dofuslab names: keep the five languages of the contract (`it` is mostly a copy of `en`). */
function names(n: Names): Rec | undefined {
  return i18n({ fr: n.fr, en: n.en, de: n.de, es: n.es, pt: n.pt });
}

function stats(list: LabStat[] | undefined, weapon: boolean): ItemEffect[] {
  const out: ItemEffect[] = [];
  for (const s of list ?? []) {
    const e = labelEffect(s.stat, s.minStat, s.maxStat, { weapon });
    if (e) out.push(e);
  }
  return out;
}

const nonEmpty = <T>(a: T[]): T[] | undefined => (a.length ? a : undefined);

export const dofuslab: Adapter = {
  name: 'dofuslab',
  gameVersion: '3.5.1',
  commit: '0b8409cf4b49dd16c35be944d156b48b91d7c5d0',
  rank: 90,
  async load(ctx): Promise<SourceData> {
    const out = new Out();
    const files = ['items', 'weapons', 'pets'] as const;
    for (const [i, f] of files.entries()) {
      ctx.onProgress?.(i, files.length + 2, f);
      const list = (await readOptional<LabItem[]>(ctx.dir, `${f}.json`)) ?? [];
      for (const it of list) {
        const id = Number(it.dofusID);
        const w = it.weaponStats;
        out.put('items', id, {
          name: names(it.name),
          level: it.level,
          itemSetId: num(it.setID),
          iconId: num(/(\d+)\.png$/.exec(it.imageUrl ?? '')?.[1]),
          effects: nonEmpty([...stats(w?.weapon_effects, true), ...stats(it.stats, false)]),
          isEquipment: true,
          criterions: labConditionToCriterion(it.conditions?.conditions),
          _typeName: i18n({ en: it.itemType }),
          weapon: w
            ? {
                apCost: w.apCost ?? 0,
                minRange: w.minRange ?? 1,
                maxRange: w.maxRange ?? 1,
                criticalHitProbability: w.baseCritChance ?? 0,
                criticalHitBonus: w.critBonusDamage ?? 0,
                maxCastPerTurn: w.usesPerTurn ?? 1,
              }
            : undefined,
        });
      }
    }
    ctx.onProgress?.(files.length, files.length + 2, 'sets');
    for (const s of (await readOptional<LabSet[]>(ctx.dir, 'sets.json')) ?? []) {
      const bonuses = Object.entries(s.bonuses ?? {})
        .map(([count, effs]) => ({
          itemCount: Number(count),
          effects: effs.map((e) => labelEffect(e.stat, e.value, e.value)).filter((e): e is ItemEffect => !!e),
        }))
        .filter((b) => b.effects.length > 0)
        .sort((a, b) => a.itemCount - b.itemCount);
      out.put('item-sets', Number(s.id), {
        name: names(s.name),
        bonuses: bonuses.length ? bonuses : undefined,
      });
    }
    ctx.onProgress?.(files.length + 1, files.length + 2, 'item types');
    // 27 equipment type names in 6 languages, keyed by EN name: attached to types via items' EN type name.
    const types = (await readOptional<Names[]>(ctx.dir, 'item_types.json')) ?? [];
    out.put('_item-type-names', 0, { list: types.map((t) => names(t)) });
    ctx.onProgress?.(files.length + 2, files.length + 2, 'done');
    return out.data;
  },
};
