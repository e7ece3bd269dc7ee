/** Day of a leap year (1..366) of a `MM-DD` date, or of month/day numbers. */
export function dayOfLeapYear(month: number, day: number): number {
  return Math.round((Date.UTC(2024, month - 1, day) - Date.UTC(2024, 0, 1)) / 86_400_000) + 1;
}

export function parseMonthDay(date: string): { month: number; day: number } | undefined {
  const m = /(?:^|-)(\d{1,2})-(\d{1,2})$/.exec(date.trim());
  if (!m) return undefined;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { month, day };
}

export function mmdd(month: number, day: number): string {
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
