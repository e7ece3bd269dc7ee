import { API_PAGE_SIZE, type Paginated, type Query } from './types';

/** Fetches every page of a list: `$limit` 50 and increasing `$skip` until `total` is reached. */
export async function findAllPages<T>(find: (query: Query) => Promise<Paginated<T>>, query: Query = {}): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const page = await find({ ...query, $limit: API_PAGE_SIZE, $skip: all.length });
    all.push(...page.data);
    if (page.data.length === 0 || all.length >= page.total) return all;
  }
}
