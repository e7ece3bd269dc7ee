import type { AppLoadContext } from 'react-router';
import { wornItemIds } from '@grimoire/rules';
import { loaderApi } from '../../../lib/route-helpers';
import { loadStuffDoc, loadStuffReference, loadWornData } from '../loaders';
import { fromDoc, type StuffDoc } from '../types';
import { COMPARE_PARAM, parseCompareIds } from './compare-model';

/**
 * The compared builds (`?ids=`), read as their owner or link holder may: one that is missing or
 * someone else's private build makes the page the localized 404 "Stuff not found or private".
 */
export async function loadComparison(context: AppLoadContext, params: { lang?: string }, request: Request) {
  const { api, lang } = loaderApi(context, params);
  const ids = parseCompareIds(new URL(request.url).searchParams.get(COMPARE_PARAM));
  const docs = await Promise.all(ids.map((id) => loadStuffDoc(api, id)));
  const allWorn = docs.flatMap((doc) => wornItemIds(fromDoc(doc)));
  const [reference, worn, own] = await Promise.all([
    loadStuffReference(api),
    loadWornData(api, allWorn),
    context.user ? api.find('stuffs', { me: true, $limit: 50 }) : Promise.resolve(undefined),
  ]);
  const mine = (own?.data ?? []).map((doc: StuffDoc) => ({ id: doc.id, title: doc.title, level: doc.level }));
  return { lang, ids, docs, reference, worn, mine };
}
export type ComparisonData = Awaited<ReturnType<typeof loadComparison>>;
