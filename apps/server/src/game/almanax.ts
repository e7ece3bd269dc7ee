/**
 * `GET /api/almanax?date=YYYY-MM-DD` (or `MM/DD/YYYY`, or the stored `MM-DD`): almanax documents
 * carry `date: "MM-DD"`, so a full date is rewritten to that form before querying (DofusDB style:
 * the usual paginated answer with the one day in `data`). An impossible date is a 400.
 */
import { QueryError } from './query/errors';

/** `2024-07-28`, `2024-7-8`, `2024/07/28`, and an ISO date-time (`2024-07-28T00:00:00.000Z`: its date part). */
const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DAY = /^(\d{1,2})-(\d{1,2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `MM-DD` for a real calendar date, else undefined. */
export function almanaxDay(text: string): string | undefined {
  let y: number;
  let m: number;
  let d: number;
  let match = ISO.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = US.exec(text))) [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = DAY.exec(text))) [y, m, d] = [2000, Number(match[1]), Number(match[2])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${pad(m)}-${pad(d)}`;
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
