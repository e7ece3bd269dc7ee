import type { ApiClient, NamedPath } from '../api/types';
import { gameTextLinks } from './game-text';

/** Collection holding each linked record kind the site has a page for. */
const LINK_COLLECTIONS: Partial<Record<string, NamedPath>> = {
  monsterRace: 'monster-races',
  monster: 'monsters',
  item: 'items',
  spell: 'spells',
};

/**
 * The links of game texts whose records exist, ids per kind (a link to a missing record would be a
 * dead end; `GameText` keeps the others as plain text).
 */
export async function linkableRecords(api: ApiClient, texts: readonly (string | undefined)[]): Promise<Record<string, number[]>> {
  const wanted: Record<string, Set<number>> = {};
  for (const text of texts)
    for (const [kind, ids] of Object.entries(gameTextLinks(text))) for (const id of ids) (wanted[kind] ??= new Set()).add(id);
  const out: Record<string, number[]> = {};
  await Promise.all(
    Object.entries(wanted).map(async ([kind, ids]) => {
      const collection = LINK_COLLECTIONS[kind];
      if (!collection) return;
      const found = await api.findAll(collection, { id: { $in: [...ids] }, $select: ['id'] }).catch(() => []);
      out[kind] = found.map((r) => r.id);
    }),
  );
  return out;
}
