import { describe, expect, it } from 'vitest';
import { queueFilter, queueQuery, readQueueState } from './queue-state';

const read = (query: string) => readQueueState(new URLSearchParams(query));

describe('the bug-report queue in the URL', () => {
  it('opens on the open reports, newest first, page one', () => {
    expect(queueQuery(read(''))).toEqual({ status: 'open', $limit: 50, $skip: 0 });
  });

  it('holds every filter, so a link shares the exact view', () => {
    const state = read('status=spam&q=%20script%20&at=/fr/database&from=2026-11-01&to=2026-11-27&grouped=1&page=3');
    expect(queueQuery(state)).toEqual({
      status: 'spam',
      q: 'script',
      page: '/fr/database',
      from: '2026-11-01',
      to: '2026-11-27',
      grouped: true,
      $limit: 50,
      $skip: 100,
    });
  });

  it('lists every status with `all`, and drops values the API would refuse', () => {
    expect(queueFilter(read('status=all'))).toEqual({});
    expect(queueFilter(read('status=pending&from=yesterday&fingerprint=xyz&page=-2'))).toEqual({ status: 'open' });
    expect(read('page=0').page).toBe(1);
  });

  it('keeps a bulk action on the filters, not on the page being read', () => {
    expect(queueFilter(read('q=probe&grouped=1&page=4'))).toEqual({ status: 'open', q: 'probe' });
  });
});
