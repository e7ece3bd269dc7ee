/** Builders for equipment items. */
import type { ItemEffect, WeaponStats } from '../src/types.ts';
import { type DemoItem, superTypeOf } from './resources.ts';
import { frOnly, t } from './util.ts';

/** An equipment item; an empty `en` makes it French-only on purpose. */
export function equip(
  id: number,
  typeId: number,
  level: number,
  fr: string,
  en: string,
  effects: ItemEffect[],
  extra: Partial<DemoItem> = {},
): DemoItem {
  return {
    id,
    name: en ? t(fr, en) : frOnly(fr),
    level,
    typeId,
    superTypeId: superTypeOf(typeId),
    iconId: 10000 + id,
    effects,
    isEquipment: true,
    ...extra,
  };
}

export function weapon(
  apCost: number,
  minRange: number,
  maxRange: number,
  criticalHitProbability: number,
  criticalHitBonus: number,
  maxCastPerTurn = 1,
): WeaponStats {
  return { apCost, minRange, maxRange, criticalHitProbability, criticalHitBonus, maxCastPerTurn };
}

export const describe = (fr: string, en: string) => ({ description: t(fr, en) });
