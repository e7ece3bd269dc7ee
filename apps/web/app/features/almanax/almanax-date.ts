/** Calendar arithmetic on `YYYY-MM-DD` strings (UTC, no time zone surprises). */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

function toIso(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The date of `now` on the server's calendar (its local day). */
export function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A `Date` (UTC midnight) for a real calendar date written `YYYY-MM-DD`, else undefined. */
export function parseIsoDate(text: string | null | undefined): Date | undefined {
  const match = ISO.exec(text ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date;
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`not a date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The first day of the month `months` away from `iso`'s month. */
export function addMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`not a date: ${iso}`);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** `MM-DD`, the almanax's stored key. */
export function monthDay(iso: string): string {
  return iso.slice(5);
}

export interface MonthGrid {
  /** Empty cells before the 1st, weeks starting on Monday. */
  leadingBlanks: number;
  /** Every date of the month, `YYYY-MM-DD`. */
  days: string[];
}

export function monthGrid(iso: string): MonthGrid {
  const first = parseIsoDate(addMonths(iso, 0));
  if (!first) throw new Error(`not a date: ${iso}`);
  const count = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const start = toIso(first);
  return {
    leadingBlanks: (first.getUTCDay() + 6) % 7,
    days: Array.from({ length: count }, (_, index) => addDays(start, index)),
  };
}
