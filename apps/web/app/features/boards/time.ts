import type { Language } from '../../i18n/languages';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "3 h ago" / "in 2 h" in the page language: the largest whole unit (days, hours, minutes);
 * under a minute reads "now".
 */
export function relativeTime(iso: string, now: number, lang: Language): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
  const delta = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(delta) >= ms) return format.format(Math.round(delta / ms), unit);
  }
  return format.format(0, 'second');
}
