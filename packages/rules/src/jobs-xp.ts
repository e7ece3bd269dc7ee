/** Job experience: cumulative XP to reach a level, and crafts needed between two levels. */

export const JOB_MIN_LEVEL = 1;
export const JOB_MAX_LEVEL = 200;
/** XP coefficient of a normal server, in percent. */
export const DEFAULT_JOB_XP_COEF = 100;

function clampLevel(level: number): number {
  return Math.min(JOB_MAX_LEVEL, Math.max(JOB_MIN_LEVEL, Math.floor(level)));
}

/** Cumulative job XP needed to reach `level` (1-200): 10 × L × (L − 1). */
export function jobXpForLevel(level: number): number {
  const clamped = clampLevel(level);
  return 10 * clamped * (clamped - 1);
}

/** The job level `xp` reaches: the highest L (1-200) with jobXpForLevel(L) ≤ xp. */
export function jobLevelForXp(xp: number): number {
  if (!(xp > 0)) return JOB_MIN_LEVEL;
  // 10L² − 10L − xp = 0 → L = (1 + √(1 + 0.4·xp)) / 2, then corrected for rounding at the edges.
  let level = clampLevel((1 + Math.sqrt(1 + 0.4 * xp)) / 2);
  while (level < JOB_MAX_LEVEL && jobXpForLevel(level + 1) <= xp) level += 1;
  while (level > JOB_MIN_LEVEL && jobXpForLevel(level) > xp) level -= 1;
  return level;
}

/**
 * Crafts needed to go from `fromLevel` to `toLevel` earning `xpPerCraft` each, scaled by `coef`
 * percent. Null when no craft can get there (no XP per craft).
 */
export function craftsNeeded(
  fromLevel: number,
  toLevel: number,
  xpPerCraft: number,
  coef = DEFAULT_JOB_XP_COEF,
): number | null {
  const needed = jobXpForLevel(toLevel) - jobXpForLevel(fromLevel);
  if (needed <= 0) return 0;
  const perCraft = (xpPerCraft * coef) / 100;
  if (!(perCraft > 0)) return null;
  return Math.ceil(needed / perCraft);
}
