import type { Breed, Item } from '@grimoire/gamedata/types';
import { redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { Paginated } from '../../api/types';
import { localePath } from '../../i18n/languages';
import { loaderApi } from '../../lib/route-helpers';
import { readStuffFilters, stuffListQuery } from './stuff-list';
import type { StuffDoc } from './types';

export type BreedName = Pick<Breed, 'id' | 'shortName' | 'missingTranslations'>;
export type ItemName = Pick<Item, 'id' | 'name' | 'img' | 'missingTranslations'>;

/** One page of stuffs for the URL's filters, with the class names and the filtered items' names. */
export async function loadStuffList(context: AppLoadContext, params: { lang?: string }, request: Request) {
  const { api, lang } = loaderApi(context, params);
  const url = new URL(request.url);
  const filters = readStuffFilters(url.searchParams);
  // "Mine only" needs an account: guests go to sign-in and come back (spec §2: a 401 sends to sign-in).
  if (filters.me && !context.user) {
    throw redirect(`${localePath(lang, '/signin')}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const [page, breeds, items] = await Promise.all([
    api.find('stuffs', stuffListQuery(filters)),
    api.findAll('breeds', { $select: ['id', 'shortName', 'missingTranslations'], $sort: { id: 1 } }),
    filters.itemIds.length > 0
      ? api.findAll('items', { id: { $in: filters.itemIds }, $select: ['id', 'name', 'img', 'missingTranslations'] })
      : Promise.resolve([] as ItemName[]),
  ]);
  return { lang, filters, page: page as Paginated<StuffDoc>, breeds, items, isSignedIn: !!context.user };
}
export type StuffListData = Awaited<ReturnType<typeof loadStuffList>>;
