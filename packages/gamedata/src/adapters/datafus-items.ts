import type { Out } from './adapter.ts';
import { readD2O, num, numArr, str, type Rec } from '../util/io.ts';
import type { ItemEffect } from '../types.ts';
import { ITEM_SUPER_TYPES } from './labels.ts';

/** D2O effect instance (`EffectInstanceDice`) → normalized effect (characteristic filled later). */
export function d2oEffect(e: Rec | null | undefined): ItemEffect | undefined {
  if (!e) return undefined;
  const effectId = num(e.effectId);
  if (effectId === undefined) return undefined;
  const a = num(e.diceNum) ?? num(e.value) ?? 0;
  const b = num(e.diceSide) ?? 0;
  return { effectId, characteristic: 0, from: a, to: b > a ? b : a };
}

export async function loadDatafusItems(dir: string, out: Out): Promise<void> {
  for (const t of await readD2O(dir, 'ItemTypes')) {
    const r = num(t.craftXpRatio);
    out.put('item-types', num(t.id), {
      superTypeId: num(t.superTypeId),
      categoryId: num(t.categoryId),
      craftXpRatio: r !== undefined && r >= 0 ? r : undefined,
    });
  }
  for (const t of await readD2O(dir, 'ItemSuperTypes')) {
    const row = ITEM_SUPER_TYPES.find(([id]) => id === num(t.id));
    out.put('item-super-types', num(t.id), {
      possiblePositions: numArr(t.possiblePositions),
      name: row ? { fr: row[1], en: row[2] } : undefined,
    });
  }
  for (const s of await readD2O(dir, 'ItemSets')) {
    const effs = Array.isArray(s.effects) ? (s.effects as unknown[]) : [];
    const bonuses = effs
      .map((list, i) => ({
        itemCount: i + 1,
        effects: (Array.isArray(list) ? (list as (Rec | null)[]) : [])
          .map(d2oEffect)
          .filter((e): e is ItemEffect => !!e),
      }))
      .filter((b) => b.effects.length > 0);
    const itemIds = numArr(s.items);
    out.put('item-sets', num(s.id), {
      itemIds,
      bonuses: bonuses.length ? bonuses : undefined,
      bonusIsSecret: typeof s.bonusIsSecret === 'boolean' ? s.bonusIsSecret : undefined,
    });
    for (const itemId of itemIds) out.put('items', itemId, { itemSetId: num(s.id) });
  }
  for (const r of await readD2O(dir, 'Recipes')) {
    const id = num(r.resultId);
    out.put('recipes', id, {
      resultId: id,
      resultTypeId: num(r.resultTypeId),
      resultLevel: num(r.resultLevel),
      jobId: num(r.jobId) ?? 0,
      skillId: num(r.skillId),
      ingredientIds: numArr(r.ingredientIds),
      quantities: numArr(r.quantities),
    });
    // The recipe is the only 2.73 source of the result item's type and level.
    out.put('items', id, { typeId: num(r.resultTypeId), level: num(r.resultLevel) });
  }
  for (const j of await readD2O(dir, 'Jobs')) {
    const icon = num(j.iconId);
    out.put('jobs', num(j.id), { iconId: icon !== undefined && icon >= 0 ? icon : undefined });
  }
  for (const s of await readD2O(dir, 'Skills')) {
    out.put('skills', num(s.id), {
      parentJobId: num(s.parentJobId),
      isForgemagus: s.isForgemagus === true,
      levelMin: num(s.levelMin),
      gatheredRessourceItem: num(s.gatheredRessourceItem),
      craftableItemIds: numArr(s.craftableItemIds),
      modifiableItemTypeIds: numArr(s.modifiableItemTypeIds),
      interactiveId: num(s.interactiveId),
    });
  }
  for (const e of await readD2O(dir, 'Effects')) {
    const el = num(e.elementId);
    out.put('effects', num(e.id), {
      characteristic: num(e.characteristic) ?? 0,
      category: num(e.category),
      operator: str(e.operator),
      useDice: e.useDice === true,
      bonusType: num(e.bonusType),
      elementId: el !== undefined && el >= 0 ? el : undefined,
      showInTooltip: e.showInTooltip === true,
      effectPriority: num(e.effectPriority),
      oppositeId: num(e.oppositeId),
    });
  }
  for (const c of await readD2O(dir, 'Characteristics')) {
    out.put('characteristics', num(c.id), {
      keyword: str(c.keyword) ?? '',
      categoryId: num(c.categoryId) ?? 0,
      visible: c.visible === true,
      order: num(c.order) ?? 0,
      upgradable: c.upgradable === true,
      asset: str(c.asset),
    });
  }
  for (const c of await readD2O(dir, 'CharacteristicCategories')) {
    out.put('characteristic-categories', num(c.id), {
      order: num(c.order),
      characteristicIds: numArr(c.characteristicIds),
    });
  }
  for (const m of await readD2O(dir, 'Mounts')) {
    const effects = (Array.isArray(m.effects) ? (m.effects as Rec[]) : [])
      .map(d2oEffect)
      .filter((e): e is ItemEffect => !!e);
    out.put('mounts', num(m.id), {
      familyId: num(m.familyId) ?? 0,
      certificateId: num(m.certificateId),
      effects,
    });
  }
  for (const m of await readD2O(dir, 'Modsters')) {
    out.put('modsters', num(m.id), {
      itemId: num(m.itemId),
      itemIdKroma: num(m.itemIdKroma),
      parentsModsterId: numArr(m.parentsModsterId),
      activeSpellIds: numArr(m.modsterActiveSpells),
      passiveSpellIds: numArr(m.modsterPassiveSpells),
      order: num(m.order) ?? 0,
    });
  }
}
