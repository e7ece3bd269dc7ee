import type { Language } from '../../i18n/languages';
import { parseIsoDate } from './almanax-date';

/** "jeudi 4 juillet 2024" / "Thursday, July 4, 2024" (UTC, so server and browser agree). */
export function formatLongDate(iso: string, lang: Language): string {
  const date = parseIsoDate(iso);
  return date ? new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(date) : iso;
}

export function formatMonth(iso: string, lang: Language): string {
  const date = parseIsoDate(iso);
  return date ? new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date) : iso;
}
