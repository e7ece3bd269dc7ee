import type { EffectDef, SpellEffect } from '@grimoire/gamedata/types';
import { renderEffectText } from '@grimoire/rules';
import type { Language } from '../../i18n/languages';

export type EffectTemplates = ReadonlyMap<number, Pick<EffectDef, 'id' | 'description'>>;

/**
 * The text of a spell effect line, in the page's language first: the text the source wrote for this
 * very line (it names durations and the spell a buff acts on), else the `effects` template of its
 * effectId rendered with its values; French only when no English exists; else undefined (the page
 * then names the effect id).
 */
export function spellEffectText(effect: SpellEffect, templates: EffectTemplates, lang: Language): string | undefined {
  const template = effect.effectId ? templates.get(effect.effectId)?.description : undefined;
  const given = effect.text?.[lang];
  if (given) return given;
  if (template?.[lang]) return renderEffectText(template[lang], effect.from, effect.to);
  if (effect.text?.fr) return effect.text.fr;
  if (template?.fr) return renderEffectText(template.fr, effect.from, effect.to);
  return undefined;
}

/** Every effect id a set of spell levels uses (to load their templates in one call). */
export function effectIdsOf(levels: readonly { effects: SpellEffect[]; criticalEffects: SpellEffect[] }[]): number[] {
  const ids = new Set<number>();
  for (const level of levels) for (const effect of [...level.effects, ...level.criticalEffects]) ids.add(effect.effectId);
  return [...ids].sort((a, b) => a - b);
}
