/** Damage preview of a pinned spell: which level the stuff can cast, and its elemental hits. */
import type { Element } from './characteristic-ids';
import { damagePreview } from './damage';
import type { DamageKind, DamageLine, DamageOptions, DamagePreview } from './damage';

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

/** The element and kind of an effect's hit, steal or heal; undefined for anything else (push, buff…). */
export type DamageLineOf<E extends RulesSpellEffect = RulesSpellEffect> = (
  effect: E,
) => { element: Element; kind: DamageKind } | undefined;

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

function linesOf<E extends RulesSpellEffect>(effects: readonly E[], lineOf: DamageLineOf<E>) {
  const lines: (DamageLine & { kind: DamageKind })[] = [];
  for (const effect of effects) {
    const line = lineOf(effect);
    if (line) lines.push({ ...line, ...bounds(effect) });
  }
  return lines;
}

/**
 * Hits, steals and heals of a spell level; the k-th line of an element and kind pairs with the
 * k-th critical line of the same element and kind.
 */
export function spellDamageLines<E extends RulesSpellEffect>(
  level: RulesSpellLevel<E>,
  lineOf: DamageLineOf<E>,
): DamageLine[] {
  const criticals = linesOf(level.criticalEffects, lineOf);
  const used = new Set<number>();
  return linesOf(level.effects, lineOf).map((hit) => {
    const index = criticals.findIndex(
      (critical, i) => !used.has(i) && critical.element === hit.element && critical.kind === hit.kind,
    );
    if (index < 0) return hit;
    used.add(index);
    return { ...hit, criticalMin: criticals[index].min, criticalMax: criticals[index].max };
  });
}

/** Melee when the spell reaches no further than the adjacent cell, distance otherwise. */
export function spellReach(level: Pick<RulesSpellLevel, 'range'>): 'melee' | 'distance' {
  return level.range <= 1 ? 'melee' : 'distance';
}

/** Normal and critical amounts of each line of a spell level with the stuff's totals, against a target. */
export function spellDamagePreview<E extends RulesSpellEffect>(
  level: RulesSpellLevel<E>,
  totals: Readonly<Record<number, number>>,
  lineOf: DamageLineOf<E>,
  options: Pick<DamageOptions, 'target' | 'finalDamagePercent'> = {},
): ElementDamage[] {
  const reach = spellReach(level);
  return spellDamageLines(level, lineOf).map((line) => ({
    element: line.element,
    preview: damagePreview(line, totals, { ...options, source: 'spell', reach }),
  }));
}
