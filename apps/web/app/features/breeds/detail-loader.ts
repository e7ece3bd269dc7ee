import type { Breed, Spell } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { getOr404, numericId } from '../../lib/route-helpers';
import { missingVariantIds } from './spell-pairs';

export type BreedSummary = Pick<Breed, 'id' | 'shortName' | 'name' | 'sortIndex' | 'img' | 'missingTranslations'>;
export type BreedSpell = Pick<Spell, 'id' | 'name' | 'description' | 'img' | 'elementId' | 'variantId' | 'missingTranslations'>;

const SPELL_FIELDS = ['id', 'name', 'description', 'img', 'elementId', 'variantId', 'missingTranslations'] as const;

function spellsByIds(api: ApiClient, ids: number[]): Promise<BreedSpell[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return api.findAll('spells', { id: { $in: ids }, $select: SPELL_FIELDS });
}

/** A class with its roles, its spells and their variants, and every class for the selector. */
export async function loadBreedDetail(api: ApiClient, lang: Language, idParam: string | undefined) {
  const id = numericId(idParam);
  const breed = await getOr404(() => api.get('breeds', id));
  const [breeds, roles, spells] = await Promise.all([
    api.findAll('breeds', {
      $select: ['id', 'shortName', 'name', 'sortIndex', 'img', 'missingTranslations'],
      $sort: { sortIndex: 1 },
    }),
    breed.breedRoles?.length
      ? api.findAll('breed-roles', { id: { $in: breed.breedRoles } })
      : Promise.resolve([]),
    spellsByIds(api, breed.breedSpellsId),
  ]);
  const variants = await spellsByIds(api, missingVariantIds(breed.breedSpellsId, spells));
  return { lang, breed, breeds, roles, spells: [...spells, ...variants] };
}
export type BreedDetailData = Awaited<ReturnType<typeof loadBreedDetail>>;
