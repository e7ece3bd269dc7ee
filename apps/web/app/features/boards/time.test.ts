import { describe, expect, it } from 'vitest';
import { relativeTime as format } from './time';

// Intl puts no-break spaces in French; compare with plain ones.
const relativeTime = (...args: Parameters<typeof format>) => format(...args).replace(/\u00a0|\u202f/g, ' ');

describe('relative times on the boards', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('says how long ago a report was made, in the largest whole unit', () => {
    expect(relativeTime('2026-11-25T09:00:00Z', now, 'en')).toBe('3 hr. ago');
    expect(relativeTime('2026-11-25T09:00:00Z', now, 'fr')).toBe('il y a 3 h');
    expect(relativeTime('2026-11-25T11:35:00Z', now, 'en')).toBe('25 min. ago');
    expect(relativeTime('2026-11-23T11:00:00Z', now, 'en')).toBe('2 days ago');
  });

  it('says when a listing expires', () => {
    expect(relativeTime('2026-11-25T14:00:00Z', now, 'en')).toBe('in 2 hr.');
    expect(relativeTime('2026-11-25T12:00:20Z', now, 'en')).toBe('now');
  });
});
