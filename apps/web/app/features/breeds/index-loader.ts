import type { Breed } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { randomBreedId } from './random-breed';

export type BreedCard = Pick<Breed, 'id' | 'shortName' | 'name' | 'longName' | 'sortIndex' | 'img' | 'missingTranslations'>;

/** Every class for the index, and the one drawn at random among the spec's ids to open on. */
export async function loadBreedIndex(api: ApiClient, lang: Language, rand: () => number = Math.random) {
  const breeds = await api.findAll('breeds', {
    $select: ['id', 'shortName', 'name', 'longName', 'sortIndex', 'img', 'missingTranslations'],
    $sort: { sortIndex: 1 },
  });
  const drawn = randomBreedId(rand);
  return { lang, breeds, featuredId: breeds.some((breed) => breed.id === drawn) ? drawn : breeds[0]?.id };
}
export type BreedIndexData = Awaited<ReturnType<typeof loadBreedIndex>>;
