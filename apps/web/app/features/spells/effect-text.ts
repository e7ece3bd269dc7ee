import type { EffectDef, SpellEffect } from '@grimoire/gamedata/types';
import { renderEffectText } from '@grimoire/rules';
import type { Language } from '../../i18n/languages';

export type EffectTemplates = ReadonlyMap<number, Pick<EffectDef, 'id' | 'description'>>;

/**
 * The text of a spell effect line: the `effects` template of its effectId rendered with its values,
 * else the text the source gave, else undefined (the page then names the effect id).
 */
export function spellEffectText(effect: SpellEffect, templates: EffectTemplates, lang: Language): string | undefined {
  const template = templates.get(effect.effectId)?.description;
  const text = template?.[lang] || template?.fr;
  if (text) return renderEffectText(text, effect.from, effect.to);
  const given = effect.text?.[lang] || effect.text?.fr;
  return given || undefined;
}

/** Every effect id a set of spell levels uses (to load their templates in one call). */
export function effectIdsOf(levels: readonly { effects: SpellEffect[]; criticalEffects: SpellEffect[] }[]): number[] {
  const ids = new Set<number>();
  for (const level of levels) for (const effect of [...level.effects, ...level.criticalEffects]) ids.add(effect.effectId);
  return [...ids].sort((a, b) => a - b);
}
