/**
 * Almanax dates. Our day documents carry `date: "MM-DD"`. `GET /api/almanax?date=MM-DD` is a page of
 * them (what our pages ask); a date with its year (`MM/DD/YYYY`, `M/D/YY`, `YYYY-MM-DD`, an ISO
 * date-time) asked over REST answers DofusDB's calendar document of that day (`almanaxCalendarAnswer`,
 * game/services.ts), and in-process the page of that day. An impossible date is a 400.
 */
import { NotFound } from '@feathersjs/errors';
import { QueryError } from './query/errors';

/** `2024-07-28`, `2024-7-8`, `2024/07/28`, and an ISO date-time (`2024-07-28T00:00:00.000Z`: its date part). */
const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** `MM/DD/YYYY`, unpadded too, and a two-digit year (`12/31/24`, read as 2024). */
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const DAY = /^(\d{1,2})-(\d{1,2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `MM-DD` for a real calendar date, else undefined. */
export function almanaxDay(text: string): string | undefined {
  return almanaxDate(text)?.day;
}

/** The day (`MM-DD`) of a real calendar date and, when the text gives a year, the full date (`YYYY-MM-DD`). */
export function almanaxDate(text: string): { day: string; iso?: string } | undefined {
  let y: number;
  let m: number;
  let d: number;
  let match = ISO.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = US.exec(text))) [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3]) + (match[3].length === 2 ? 2000 : 0)];
  else if ((match = DAY.exec(text))) {
    // No year: a day of the leap year 2000, so 02-29 is a day.
    [m, d] = [Number(match[1]), Number(match[2])];
    const day = new Date(Date.UTC(2000, m - 1, d));
    return day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? { day: `${pad(m)}-${pad(d)}` } : undefined;
  } else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return { day: `${pad(m)}-${pad(d)}`, iso: `${y}-${pad(m)}-${pad(d)}` };
}

/**
 * `GET /almanax?date=<a date with its year>` from outside (REST): DofusDB's calendar document of
 * that day (one object, not a page), from `calendar`; undefined for any other query, which gets the
 * usual page (our pages ask by `MM-DD`). An impossible date is a 400; a day without data a 404.
 */
export function almanaxCalendarAnswer(
  query: Record<string, unknown>,
  docs: readonly unknown[],
  calendar: (day: Record<string, unknown>, isoDate: string) => unknown,
): unknown {
  if (typeof query.date !== 'string') return undefined;
  const date = almanaxDate(query.date.trim());
  if (!date) throw new QueryError('date', `"${query.date}" is not a valid date (expected MM/DD/YYYY or YYYY-MM-DD)`);
  if (!date.iso) return undefined;
  const day = docs.find((d) => (d as { date?: unknown }).date === date.day) as Record<string, unknown> | undefined;
  if (!day) throw new NotFound(`No almanax day for ${date.iso}`);
  return calendar(day, date.iso);
}

/** `GET /api/almanax/2024-07-28` (or `/almanax/07-28`): a date in the path finds that day's document. */
export function almanaxIdFromPath(id: string | number, docs: readonly unknown[]): unknown {
  if (typeof id === 'number' || /^\d+$/.test(id)) return id;
  let text: string;
  try {
    text = decodeURIComponent(id).trim();
  } catch {
    throw new QueryError('date', `"${id}" is not a valid date (bad percent-encoding)`);
  }
  const day = almanaxDay(text);
  if (!day) throw new QueryError('date', `"${id}" is not a valid date (expected YYYY-MM-DD or MM/DD/YYYY)`);
  const doc = docs.find((d) => (d as { date?: unknown }).date === day) as { id?: unknown } | undefined;
  return doc?.id ?? `date:${day}`;
}

/** Rewrites a string `date` parameter; other shapes (`date[$in]`...) go to the query engine as they are. */
export function almanaxQuery(query: Record<string, unknown>): Record<string, unknown> {
  if (typeof query.date !== 'string') return query;
  const day = almanaxDay(query.date.trim());
  if (!day)
    throw new QueryError('date', `"${query.date}" is not a valid date (expected YYYY-MM-DD or MM/DD/YYYY)`);
  return { ...query, date: day };
}
