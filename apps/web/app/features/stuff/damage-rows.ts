import type { I18nText, Item, SpellEffect, SpellLevel } from '@grimoire/gamedata/types';
import { damageLineOfEffect, damagePreview, elementOfId, spellDamagePreview, usableSpellLevel } from '@grimoire/rules';
import type { DamageLine, DamageLineOf, DamageTarget, ElementDamage } from '@grimoire/rules';
import type { PinnedSpell } from './spells';

/** Kinds of the text-described effects (sources without effect ids) that deal damage. */
const TEXT_LINE = /^(damage|steal)\b/;

/**
 * Hits, steals and heals by effect id; effects imported as text only (effect id 0, e.g. "damage
 * fire") are hits or steals when their kind says so, in their own element.
 */
export const spellHitLine: DamageLineOf<SpellEffect> = (effect) => {
  if (effect.kindUncertain) return undefined;
  const known = damageLineOfEffect(effect.effectId);
  if (known || effect.effectId !== 0 || effect.elementId === undefined) return known;
  const kind = TEXT_LINE.exec(effect.text?.en ?? '')?.[1];
  const element = elementOfId(effect.elementId);
  if (!kind || !element) return undefined;
  return { element, kind: kind === 'steal' ? 'steal' : 'hit' };
};

/** Weapon lines: item effects that are not characteristics and hit, steal or heal. */
export function weaponDamageLines(weapon: Pick<Item, 'effects'> | undefined): DamageLine[] {
  if (!weapon) return [];
  return weapon.effects.flatMap((effect) => {
    const line = effect.characteristic > 0 ? undefined : damageLineOfEffect(effect.effectId);
    if (!line) return [];
    return [{ ...line, min: Math.min(effect.from, effect.to), max: Math.max(effect.from, effect.to) }];
  });
}

/** The weapon's lines with the stuff's totals (weapon power and %, its critical bonus, its reach). */
export function weaponDamage(
  weapon: Pick<Item, 'effects' | 'weapon'> | undefined,
  totals: Readonly<Record<number, number>>,
  target?: DamageTarget,
): ElementDamage[] {
  const reach = weapon?.weapon && weapon.weapon.maxRange > 1 ? 'distance' : 'melee';
  const criticalBonus = weapon?.weapon?.criticalHitBonus ?? 0;
  return weaponDamageLines(weapon).map((line) => ({
    element: line.element,
    preview: damagePreview(line, totals, { source: 'weapon', reach, criticalBonus, target }),
  }));
}


export interface SpellDamage {
  spellId: number;
  name: I18nText;
  /** The grade the stuff's level can cast; undefined when none is usable yet. */
  level: SpellLevel | undefined;
  /** Level needed for the first grade, to explain an unusable spell. */
  firstLevel: number | undefined;
  rows: ElementDamage[];
  /** Lines of the level the source labels as hits without a roll: shown on the spell page, never computed. */
  leftOut: number;
}

/** A pinned spell at the highest grade usable at `stuffLevel`, with its hits from the totals. */
export function spellDamage(
  pinned: PinnedSpell,
  totals: Readonly<Record<number, number>>,
  stuffLevel: number,
  target?: DamageTarget,
): SpellDamage {
  const level = usableSpellLevel(pinned.levels, stuffLevel);
  const required = pinned.levels.map((candidate) => candidate.minPlayerLevel ?? 1);
  return {
    spellId: pinned.spell.id,
    name: pinned.spell.name,
    level,
    firstLevel: required.length > 0 ? Math.min(...required) : undefined,
    rows: level ? spellDamagePreview(level, totals, spellHitLine, { target }) : [],
    leftOut: level ? level.effects.filter((effect) => effect.kindUncertain).length : 0,
  };
}
