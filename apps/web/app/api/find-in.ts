import type { ApiClient, PathWith, QueryFor, RecordOf, Selected } from './types';

/** `$in` lists are sent in chunks of this many ids (query strings stay short). */
const IN_CHUNK = 500;

/**
 * Every record of `path` whose `field` (the id by default) is one of `ids`, however many: `findAll`
 * over chunks of a `$in` filter, with `query`'s other conditions and `$select`. Typed like `findAll`.
 */
export async function findIn<P extends PathWith<'find'>, const Q extends QueryFor<P> = QueryFor<P>>(
  api: ApiClient,
  path: P,
  ids: readonly number[],
  query?: Q,
  field = 'id',
): Promise<Selected<RecordOf<P>, Q>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const parts = Array.from({ length: Math.ceil(unique.length / IN_CHUNK) }, (_, i) => unique.slice(i * IN_CHUNK, (i + 1) * IN_CHUNK));
  const pages = await Promise.all(parts.map((part) => api.findAll(path, { ...query, [field]: { $in: part } } as Q)));
  return pages.flat();
}
