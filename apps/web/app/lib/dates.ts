import type { Language } from '../i18n/languages';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day as a reader of the page's language writes it ("27 nov. 2026", "Nov 27, 2026"), in UTC like
 * the server's timestamps; nothing for a date the data does not give.
 */
export function formatDay(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayFormats.get(lang);
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(date);
}
