import type { AppLoadContext } from 'react-router';
import { loaderApi } from '../../lib/route-helpers';
import { startOf, stateFromSearch } from './hunt-state';
import { loadAhead, loadClues } from './loader';

/** The data of the page and of the `/pip` shell: clue names and the answers for the address's position. */
export async function loadTreasureHunt(context: AppLoadContext, params: { lang?: string }, request: Request) {
  const { api, lang } = loaderApi(context, params);
  const initialState = stateFromSearch(new URL(request.url).searchParams);
  const start = startOf(initialState);
  const [clues, initialAhead] = await Promise.all([loadClues(api, lang), start ? loadAhead(api, start).catch(() => undefined) : undefined]);
  return { lang, clues, initialState, initialAhead };
}
