import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/tools.jobs-xp';
import { localIsoDate } from '../features/almanax/almanax-date';
import { JobsXpPage } from '../features/jobs-xp/JobsXpPage';
import { loadJobsXp } from '../features/jobs-xp/loader';
import { planFor, planKey, type InitialPlan } from '../features/jobs-xp/plan-for';
import { packRecipeBook } from '../features/jobs-xp/recipe-book';
import { stateFromSearch } from '../features/jobs-xp/plan-state';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const state = stateFromSearch(new URL(request.url).searchParams);
  const { recipes, ...data } = await loadJobsXp(api, lang, state.job);
  // The plan of this address is computed here once, not again in the browser as the page hydrates.
  const initialPlan: InitialPlan = { key: planKey(state), plan: planFor(state, recipes) };
  return { lang, today: localIsoDate(new Date()), ...data, recipeBook: packRecipeBook(recipes, lang), initialPlan };
}

/** Only the job needs the server (its recipes); every other setting is computed in the page. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('job') !== nextUrl.searchParams.get('job');
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'jobs-xp.meta');

export default function JobsXp({ loaderData }: Route.ComponentProps) {
  return <JobsXpPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
