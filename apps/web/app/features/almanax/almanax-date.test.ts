import { describe, expect, it } from 'vitest';
import { addDays, addMonths, localIsoDate, monthDay, monthGrid, parseIsoDate } from './almanax-date';

describe('almanax calendar dates', () => {
  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2024-02-29')).toBeDefined();
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-13-01')).toBeUndefined();
    expect(parseIsoDate('24-1-1')).toBeUndefined();
    expect(parseIsoDate(null)).toBeUndefined();
  });

  it('moves across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-01');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-01');
  });

  it('gives the stored MM-DD key and the local day', () => {
    expect(monthDay('2024-07-04')).toBe('07-04');
    expect(localIsoDate(new Date(2024, 6, 4, 23, 59))).toBe('2024-07-04');
  });

  it('lays a month out in Monday-first weeks', () => {
    const grid = monthGrid('2024-09-17');
    expect(grid.leadingBlanks).toBe(6); // 1 September 2024 is a Sunday
    expect(grid.days).toHaveLength(30);
    expect(grid.days[0]).toBe('2024-09-01');
    expect(monthGrid('2023-02-10').days).toHaveLength(28);
  });
});
