import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/tools.jobs-xp';
import { localIsoDate } from '../features/almanax/almanax-date';
import { JobsXpPage } from '../features/jobs-xp/JobsXpPage';
import { loadJobsXp } from '../features/jobs-xp/loader';
import { stateFromSearch } from '../features/jobs-xp/plan-state';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const { job } = stateFromSearch(new URL(request.url).searchParams);
  return { lang, today: localIsoDate(new Date()), ...(await loadJobsXp(api, lang, job)) };
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
