/** Damage preview of a pinned spell: which level the stuff can cast, and its elemental hits. */
import type { Element } from './characteristic-ids';
import { damagePreview } from './damage';
import type { DamageLine, DamagePreview } from './damage';

export interface RulesSpellEffect {
  effectId: number;
  from: number;
  /** Upper bound; 0 (or equal to `from`) for a fixed value. */
  to: number;
  elementId?: number;
}

export interface RulesSpellLevel<E extends RulesSpellEffect = RulesSpellEffect> {
  grade: number;
  /** Character level needed for this grade; a grade without it is always usable. */
  minPlayerLevel?: number;
  /** Maximum casting range in cells. */
  range: number;
  effects: readonly E[];
  criticalEffects: readonly E[];
}

/** The element an effect hits in, or undefined when it does not deal damage (heal, push, buff…). */
export type DamageElementOf<E extends RulesSpellEffect = RulesSpellEffect> = (
  effect: E,
) => Element | undefined;

export interface ElementDamage {
  element: Element;
  preview: DamagePreview;
}

/** The highest grade a character of `level` can cast; undefined when none is usable yet. */
export function usableSpellLevel<T extends Pick<RulesSpellLevel, 'grade' | 'minPlayerLevel'>>(
  levels: readonly T[],
  level: number,
): T | undefined {
  let best: T | undefined;
  for (const candidate of levels) {
    if ((candidate.minPlayerLevel ?? 1) > level) continue;
    if (!best || candidate.grade > best.grade) best = candidate;
  }
  return best;
}

function bounds(effect: RulesSpellEffect): { min: number; max: number } {
  if (effect.to === 0) return { min: effect.from, max: effect.from };
  return { min: Math.min(effect.from, effect.to), max: Math.max(effect.from, effect.to) };
}

function hitsByElement<E extends RulesSpellEffect>(effects: readonly E[], elementOf: DamageElementOf<E>) {
  const hits: { element: Element; min: number; max: number }[] = [];
  for (const effect of effects) {
    const element = elementOf(effect);
    if (element) hits.push({ element, ...bounds(effect) });
  }
  return hits;
}

/** Elemental hits of a spell level; the k-th hit of an element pairs with its k-th critical hit. */
export function spellDamageLines<E extends RulesSpellEffect>(
  level: RulesSpellLevel<E>,
  elementOf: DamageElementOf<E>,
): DamageLine[] {
  const criticals = hitsByElement(level.criticalEffects, elementOf);
  const used = new Set<number>();
  return hitsByElement(level.effects, elementOf).map((hit) => {
    const index = criticals.findIndex((critical, i) => !used.has(i) && critical.element === hit.element);
    if (index < 0) return hit;
    used.add(index);
    return { ...hit, criticalMin: criticals[index].min, criticalMax: criticals[index].max };
  });
}

/** Melee when the spell reaches no further than the adjacent cell, distance otherwise. */
export function spellReach(level: Pick<RulesSpellLevel, 'range'>): 'melee' | 'distance' {
  return level.range <= 1 ? 'melee' : 'distance';
}

/** Normal and critical damage of each elemental hit of a spell level with the stuff's totals. */
export function spellDamagePreview<E extends RulesSpellEffect>(
  level: RulesSpellLevel<E>,
  totals: Readonly<Record<number, number>>,
  elementOf: DamageElementOf<E>,
): ElementDamage[] {
  const reach = spellReach(level);
  return spellDamageLines(level, elementOf).map((line) => ({
    element: line.element,
    preview: damagePreview(line, totals, { source: 'spell', reach }),
  }));
}
