import type { MonsterGrade } from '@grimoire/gamedata/types';

/*
 * Numbers the monster, dungeon and item pages show; apart from the list's search (monster-search.ts)
 * so that a detail page does not download the list's filters.
 */

/** Lowest and highest level over the grades (the first grade is the lowest in game data). */
export function levelRange(grades: readonly Pick<MonsterGrade, 'level'>[] | undefined): { min: number; max: number } | null {
  if (!grades || grades.length === 0) return null;
  const levels = grades.map((grade) => grade.level);
  return { min: Math.min(...levels), max: Math.max(...levels) };
}

/** Drop rate as players read it: up to 3 significant decimals, no trailing zeros. */
export function formatDropRate(percent: number | undefined, lang: string): string {
  if (percent === undefined || !Number.isFinite(percent)) return '—';
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: percent < 1 ? 3 : 2 }).format(percent)} %`;
}

type Rates = { percent?: number; percentPerGrade?: readonly number[] };

/** A drop's chance at each of `gradeCount` grades: the source's per-grade rates, else its one rate. */
export function dropRates(drop: Rates, gradeCount: number): (number | undefined)[] {
  return Array.from({ length: gradeCount }, (_, i) => drop.percentPerGrade?.[i] ?? drop.percent);
}

/** A drop's best chance over its grades (its one rate when the source gives one); 0 when none is known. */
export function bestDropRate(drop: Rates): number {
  return Math.max(0, drop.percent ?? 0, ...(drop.percentPerGrade ?? []));
}
