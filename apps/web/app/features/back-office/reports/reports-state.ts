import { MODERATED_KINDS, type ModeratedKind, type ReportedRecord } from '@grimoire/server/client';
import type { ApiClient } from '../../../api/types';
import { namesById } from '../loaders';
import type { Language } from '../../../i18n/languages';
import { localePath } from '../../../i18n/languages';
import { API_PAGE_SIZE } from '../../../api/types';

/** The content-report queue's state in its URL (`?kind=stuff&status=resolved&page=2`). */
export interface ReportsState {
  kind: ModeratedKind | 'all';
  status: 'open' | 'resolved';
  page: number;
}

/** The site's list size, as the page links (`ListPagination`) count. */
export const REPORTS_PAGE_SIZE = API_PAGE_SIZE;

export function readReportsState(search: URLSearchParams): ReportsState {
  const kind = search.get('kind');
  const page = Number(search.get('page'));
  return {
    kind: (MODERATED_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ModeratedKind) : 'all',
    status: search.get('status') === 'resolved' ? 'resolved' : 'open',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function reportsQuery(state: ReportsState) {
  return {
    ...(state.kind !== 'all' ? { kind: state.kind } : {}),
    status: state.status,
    $limit: REPORTS_PAGE_SIZE,
    $skip: (state.page - 1) * REPORTS_PAGE_SIZE,
  };
}

/** Where a reported record is read on the site (a stuff by its link; boards and hints on their tool). */
export function contentPath(lang: Language, kind: ModeratedKind, link: string): string {
  switch (kind) {
    case 'stuff':
      return localePath(lang, `/tools/stuff/${encodeURIComponent(link)}`);
    case 'listing':
      return localePath(lang, '/tools/group-finder');
    case 'portal':
      return localePath(lang, '/tools/portals');
    case 'hint':
      return localePath(lang, '/tools/treasure-hunt');
  }
}

/** The game names a page of reported records mentions (classes, servers, dimensions, dungeons, clues), by id. */
export interface FactNames {
  breed: Record<number, string>;
  server: Record<number, string>;
  dimension: Record<number, string>;
  dungeon: Record<number, string>;
  clueId: Record<number, string>;
}

const PATHS = { breed: 'breeds', server: 'servers', dimension: 'dimensions', dungeon: 'dungeons', clueId: 'point-of-interest' } as const;

export async function factNames(api: ApiClient, records: ReportedRecord[], lang: Language): Promise<FactNames> {
  const ids = (fact: keyof FactNames) => records.map((record) => record.facts[fact]).filter((id): id is number => typeof id === 'number');
  const entries = await Promise.all(
    (Object.keys(PATHS) as (keyof FactNames)[]).map(async (fact) => [fact, await namesById(api, PATHS[fact], ids(fact), lang).catch(() => ({}))] as const),
  );
  return Object.fromEntries(entries) as unknown as FactNames;
}
