import type { EffectDef, ItemEffect } from '@grimoire/gamedata/types';
import { renderEffectText } from '@grimoire/rules';
import { translate } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';

/** One rendered effect line, ready for display (computed in loaders so SSR carries the text). */
export interface EffectLine {
  effectId: number;
  characteristic: number;
  from: number;
  to: number;
  text: string;
  /** False for effects shown only with the `display_all_effects` flag. */
  isMain: boolean;
  /** True for maluses (shown in red). */
  isMalus: boolean;
  /** True when the line could only be worded in French on a page in another language (FR mark). */
  isFrenchText: boolean;
}

/**
 * Main effects are characteristics and weapon damage lines; other effects (linked-to-account,
 * spell-like or informational lines) appear with `display_all_effects`. A bonus line the game
 * shows in tooltips (e.g. "Restores 50 HP") also counts as main.
 */
export function isMainEffect(effect: ItemEffect, def: EffectDef | undefined): boolean {
  if (effect.characteristic > 0) return true;
  if (!def) return false;
  if (def.category === 2 || def.elementId !== undefined) return true;
  return def.showInTooltip !== false && def.bonusType === 1;
}

export function isMalus(def: EffectDef | undefined): boolean {
  return def?.operator === '-' && def.characteristic > 0;
}

/** Renders item or set effects with their templates; effects without a definition show their ids. */
export function effectLines(
  effects: readonly ItemEffect[],
  defs: ReadonlyMap<number, EffectDef>,
  lang: Language,
): EffectLine[] {
  return effects.map((effect) => {
    const def = defs.get(effect.effectId);
    const template = def?.description?.[lang] ?? def?.description?.fr;
    const range =
      effect.to !== effect.from && effect.to !== 0 ? `${effect.from}–${effect.to}` : `${effect.from}`;
    const text = template
      ? renderEffectText(template, effect.from, effect.to)
      : translate(lang, 'common.unknownEffect', { id: effect.effectId, value: range });
    return {
      effectId: effect.effectId,
      characteristic: effect.characteristic,
      from: effect.from,
      to: effect.to,
      text,
      isMain: isMainEffect(effect, def),
      isMalus: isMalus(def),
      isFrenchText: !!template && lang !== 'fr' && (def?.missingTranslations ?? []).includes(lang),
    };
  });
}

/** The effect ids a page needs definitions for. */
export function effectIdsOf(...lists: readonly (readonly ItemEffect[] | undefined)[]): number[] {
  return [...new Set(lists.flatMap((list) => (list ?? []).map((effect) => effect.effectId)))];
}
