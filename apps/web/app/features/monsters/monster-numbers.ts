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
