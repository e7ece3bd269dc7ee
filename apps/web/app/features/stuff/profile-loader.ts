import type { AppLoadContext } from 'react-router';
import { API_PAGE_SIZE, type Paginated } from '../../api/types';
import { readListState } from '../../lib/list-state';
import { getOr404, loaderApi } from '../../lib/route-helpers';
import type { StuffDoc } from './types';

/** A member's profile: their public face and one page of their public builds, most liked first. */
export async function loadProfile(context: AppLoadContext, params: { lang?: string; username?: string }, request: Request) {
  const { api, lang } = loaderApi(context, params);
  const username = (params.username ?? '').slice(0, 40);
  const { page } = readListState(new URL(request.url).searchParams);
  // The member first: an unknown or malformed name is the page's 404 before any list is asked.
  const profile = await getOr404(() => api.get('profiles', username), 'errors.profileMissing');
  const [stuffs, breeds] = await Promise.all([
    api.find('stuffs', { authorName: profile.username, $sort: { likes: -1 }, $limit: API_PAGE_SIZE, $skip: (page - 1) * API_PAGE_SIZE }),
    api.findAll('breeds', { $select: ['id', 'shortName', 'missingTranslations'], $sort: { id: 1 } }),
  ]);
  return { lang, profile, stuffs: stuffs as Paginated<StuffDoc>, breeds };
}
export type ProfileData = Awaited<ReturnType<typeof loadProfile>>;
