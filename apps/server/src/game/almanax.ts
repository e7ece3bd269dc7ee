/**
 * `GET /api/almanax?date=YYYY-MM-DD` (or `MM/DD/YYYY`, or the stored `MM-DD`): almanax documents
 * carry `date: "MM-DD"`, so a full date is rewritten to that form before querying (DofusDB style:
 * the usual paginated answer with the one day in `data`). An impossible date is a 400.
 */
import { QueryError } from './query/errors';

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
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

/** Rewrites a string `date` parameter; other shapes (`date[$in]`...) go to the query engine as they are. */
export function almanaxQuery(query: Record<string, unknown>): Record<string, unknown> {
  if (typeof query.date !== 'string') return query;
  const day = almanaxDay(query.date.trim());
  if (!day)
    throw new QueryError('date', `"${query.date}" is not a valid date (expected YYYY-MM-DD or MM/DD/YYYY)`);
  return { ...query, date: day };
}
