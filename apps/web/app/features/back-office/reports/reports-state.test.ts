import { describe, expect, it } from 'vitest';
import { contentPath, readReportsState, reportsQuery } from './reports-state';

describe('the content-report queue in the URL', () => {
  it('opens on every kind of open report, most reported first', () => {
    expect(reportsQuery(readReportsState(new URLSearchParams('')))).toEqual({ status: 'open', $limit: 50, $skip: 0 });
  });
  it('keeps a kind, the handled reports and the page; drops what the API would refuse', () => {
    expect(reportsQuery(readReportsState(new URLSearchParams('kind=stuff&status=resolved&page=3')))).toEqual({ kind: 'stuff', status: 'resolved', $limit: 50, $skip: 100 });
    expect(readReportsState(new URLSearchParams('kind=planet&status=gone&page=-1'))).toEqual({ kind: 'all', status: 'open', page: 1 });
  });
  it('links a stuff by its share id, other kinds to their tool', () => {
    expect(contentPath('fr', 'stuff', 'abcDEF012345678901234_')).toBe('/fr/tools/stuff/abcDEF012345678901234_');
    expect(contentPath('en', 'listing', '4')).toBe('/en/tools/group-finder');
  });
});
