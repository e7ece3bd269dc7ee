import type { EffectDef, ItemEffect, SetBonus } from '@grimoire/gamedata/types';
import { isMalus } from '../items';

/** The bonus row worn with every piece (the highest piece count). */
export function fullSetBonus(bonuses: readonly SetBonus[]): SetBonus | undefined {
  return bonuses.reduce<SetBonus | undefined>((best, bonus) => (!best || bonus.itemCount > best.itemCount ? bonus : best), undefined);
}

/**
 * Totals of the full set: each piece at its best roll plus the full-set bonus, one line per
 * characteristic (malus lines subtract). Non-characteristic effects are left out. Each total keeps
 * a bonus effect id of its characteristic when one is known, so it renders with the game's template.
 */
export function fullSetTotals(
  pieces: readonly { effects: readonly ItemEffect[] }[],
  fullBonus: readonly ItemEffect[],
  defs: ReadonlyMap<number, EffectDef>,
): ItemEffect[] {
  const totals = new Map<number, { value: number; effectId: number; isMalusTemplate: boolean }>();
  const add = (effect: ItemEffect) => {
    if (effect.characteristic <= 0) return;
    const def = defs.get(effect.effectId);
    const malus = isMalus(def);
    const value = (malus ? -1 : 1) * Math.max(effect.from, effect.to);
    const current = totals.get(effect.characteristic);
    if (!current) {
      totals.set(effect.characteristic, { value, effectId: effect.effectId, isMalusTemplate: malus });
      return;
    }
    current.value += value;
    if (current.isMalusTemplate && !malus) Object.assign(current, { effectId: effect.effectId, isMalusTemplate: false });
  };
  pieces.forEach((piece) => piece.effects.forEach(add));
  fullBonus.forEach(add);
  return [...totals.entries()]
    .filter(([, total]) => total.value !== 0)
    .map(([characteristic, total]) => {
      // A malus template ("-#1 Vitality") already prints the minus sign.
      const shown = total.isMalusTemplate ? -total.value : total.value;
      return { effectId: total.effectId, characteristic, from: shown, to: shown };
    });
}
