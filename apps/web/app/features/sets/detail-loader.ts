import type { Item } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404 } from '../../lib/route-helpers';
import { loadEffectDefs } from '../items';
import { effectIdsOf, effectLines } from '../items';
import { fullSetBonus, fullSetTotals } from './set-stats';

type Piece = Pick<Item, 'id' | 'name' | 'level' | 'typeId' | 'img' | 'missingTranslations' | 'effects'>;

/** The set page: pieces with their effects, each bonus row and the full-set totals, rendered server-side. */
export async function loadSetDetail(api: ApiClient, lang: Language, id: number) {
  const set = await getOr404(() => api.get('item-sets', id));
  const found = set.itemIds.length
    ? await api.findAll('items', {
        id: { $in: set.itemIds },
        $select: ['id', 'name', 'level', 'typeId', 'img', 'missingTranslations', 'effects'],
      })
    : [];
  const byId = new Map(found.map((piece) => [piece.id, piece]));
  const pieces = set.itemIds.map((itemId) => byId.get(itemId)).filter((piece): piece is Piece => piece !== undefined);
  const defs = await loadEffectDefs(api, effectIdsOf(...pieces.map((piece) => piece.effects), ...set.bonuses.map((bonus) => bonus.effects)));
  const full = fullSetBonus(set.bonuses);
  return {
    lang,
    set: { id: set.id, name: set.name, level: set.level, missingTranslations: set.missingTranslations, omitted: set.omitted },
    pieces: pieces.map(({ effects, ...piece }) => ({ ...piece, effects: effectLines(effects, defs, lang) })),
    bonuses: [...set.bonuses]
      .sort((a, b) => a.itemCount - b.itemCount)
      .map((bonus) => ({ itemCount: bonus.itemCount, effects: effectLines(bonus.effects, defs, lang) })),
    totals: effectLines(fullSetTotals(pieces, full?.effects ?? [], defs), defs, lang),
  };
}
export type SetDetailData = Awaited<ReturnType<typeof loadSetDetail>>;
