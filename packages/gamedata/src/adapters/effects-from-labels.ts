import type { ItemEffect } from '../types.ts';
import { statEffectId, weaponEffectId } from './labels.ts';

/**
 * One label-based effect line → normalized effect (characteristic filled in later from the
 * `effects` collection). Malus lines use the malus effect id with positive magnitudes
 * (DofusDB convention: the effect's `operator` is '-'). Unknown labels → undefined.
 */
export function labelEffect(
  label: string,
  min: number | null | undefined,
  max: number | null | undefined,
  opts: { weapon?: boolean; effectId?: number } = {},
): ItemEffect | undefined {
  let lo = typeof min === 'number' ? min : undefined;
  let hi = typeof max === 'number' && max !== 0 ? max : undefined;
  if (lo === undefined) lo = hi;
  if (hi === undefined) hi = lo;
  if (lo === undefined || hi === undefined) return undefined;
  const negative = lo < 0 || hi < 0;
  let effectId = opts.effectId;
  if (effectId === undefined && opts.weapon) effectId = weaponEffectId(label, true);
  if (effectId === undefined) effectId = weaponEffectId(label, false) ?? statEffectId(label, negative);
  if (effectId === undefined) return undefined;
  const a = Math.abs(lo);
  const b = Math.abs(hi);
  return { effectId, characteristic: 0, from: Math.min(a, b), to: Math.max(a, b) };
}
