import type { AppLoadContext } from 'react-router';
import { wornItemIds } from '@grimoire/rules';
import { loaderApi } from '../../../lib/route-helpers';
import { loadStuffDoc, loadStuffReference, loadWornData } from '../loaders';
import { fromDoc, type StuffDoc } from '../types';
import { COMPARE_MAX, COMPARE_PARAM, parseCompareIds } from './compare-model';
import { DRAFT_PARAM, parseDraft } from './draft';

/**
 * The compared builds (`?ids=`), read as their owner or link holder may: one that is missing or
 * someone else's private build makes the page the localized 404 "Stuff not found or private". A build
 * in progress (`?draft=`, from the editor) comes with them, last.
 */
export async function loadComparison(context: AppLoadContext, params: { lang?: string }, request: Request) {
  const { api, lang } = loaderApi(context, params);
  const search = new URL(request.url).searchParams;
  const draftText = search.get(DRAFT_PARAM);
  const draft = parseDraft(draftText);
  const ids = parseCompareIds(search.get(COMPARE_PARAM)).slice(0, draft ? COMPARE_MAX - 1 : COMPARE_MAX);
  const docs = await Promise.all(ids.map((id) => loadStuffDoc(api, id)));
  const allWorn = [...docs.flatMap((doc) => wornItemIds(fromDoc(doc))), ...(draft ? wornItemIds(draft) : [])];
  const [reference, worn, own] = await Promise.all([
    loadStuffReference(api),
    loadWornData(api, allWorn),
    context.user ? api.find('stuffs', { me: true, $limit: 50 }) : Promise.resolve(undefined),
  ]);
  const mine = (own?.data ?? []).map((doc: StuffDoc) => ({ id: doc.id, title: doc.title, level: doc.level }));
  // A draft that does not read is said so (never dropped silently: the player would think it was compared).
  return { lang, ids, docs, draft: draft ? { stuff: draft, param: draftText! } : undefined, draftUnreadable: !!draftText && !draft, reference, worn, mine };
}
export type ComparisonData = Awaited<ReturnType<typeof loadComparison>>;
