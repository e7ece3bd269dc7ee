import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { loadServerOptions } from '../characters';
import { boardServer, positiveInt } from '../boards';

/** `tools/portals`: the servers, the four dimensions and the board of the chosen server. */
export async function loadPortals(api: ApiClient, lang: Language, request: Request) {
  const [servers, dimensions] = await Promise.all([
    loadServerOptions(api, lang),
    api.find('dimensions', { $limit: 50 }).then((page) => page.data),
  ]);
  const server = await boardServer(api, request, servers);
  const wanted = positiveInt(new URL(request.url).searchParams.get('dimension'));
  const dimension = dimensions.some((d) => d.id === wanted) ? wanted : null;
  const reports = server === null ? [] : (await api.find('portals', { server, $limit: 100 })).data;
  return { lang, servers, dimensions, server, dimension, reports, now: Date.now() };
}
export type PortalsData = Awaited<ReturnType<typeof loadPortals>>;
