/** What a list or page shows for a level: the number, or "—" when unknown (missing, null or 0). */
export const UNKNOWN_VALUE = '—';

export function knownLevel(level: number | null | undefined): number | undefined {
  return typeof level === 'number' && Number.isFinite(level) && level > 0 ? level : undefined;
}

export function levelText(level: number | null | undefined): string {
  return String(knownLevel(level) ?? UNKNOWN_VALUE);
}
