import type { BugReportQuery } from '@grimoire/server/client';
import { BUG_REPORT_STATUSES, type BugReportStatus } from '@grimoire/server/client';
import { API_PAGE_SIZE } from '../../../api/types';

/** The queue's state as its URL holds it (`?status=spam&q=script&at=/fr/database&from=2026-11-01&grouped=1&page=2`). */
export interface QueueState {
  /** `all` lists every status. */
  status: BugReportStatus | 'all';
  q: string;
  /** Reports about this page or below it. */
  at: string;
  from: string;
  to: string;
  fingerprint: string;
  grouped: boolean;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is BugReportStatus => (BUG_REPORT_STATUSES as readonly string[]).includes(value ?? '');

/** Reads the state from a URL's query; values the API would refuse are dropped, not sent. */
export function readQueueState(search: URLSearchParams): QueueState {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const day = (key: string) => (DAY.test(search.get(key) ?? '') ? search.get(key)! : '');
  return {
    status: status === 'all' ? 'all' : isStatus(status) ? status : 'open',
    q: (search.get('q') ?? '').trim().slice(0, 100),
    at: (search.get('at') ?? '').trim().slice(0, 500),
    from: day('from'),
    to: day('to'),
    fingerprint: /^[0-9a-f]{32}$/.test(search.get('fingerprint') ?? '') ? search.get('fingerprint')! : '',
    grouped: search.get('grouped') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The filters of a state, as the API's list and bulk actions take them. */
export function queueFilter(state: QueueState): NonNullable<BugReportQuery> {
  return {
    ...(state.status !== 'all' ? { status: state.status } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.at ? { page: state.at } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(state.fingerprint ? { fingerprint: state.fingerprint } : {}),
  };
}

/** The list query of a state: its filters, newest first, one page of the site's list size. */
export function queueQuery(state: QueueState): NonNullable<BugReportQuery> {
  return {
    ...queueFilter(state),
    ...(state.grouped ? { grouped: true } : {}),
    $limit: API_PAGE_SIZE,
    $skip: (state.page - 1) * API_PAGE_SIZE,
  };
}
