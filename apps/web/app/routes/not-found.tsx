import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { translatedMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Any unknown path under a valid language: a localized 404 with the right status code. */
export function loader() {
  throw data('notFound.text', { status: 404 });
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'meta.notFound');

export default function NotFoundRoute() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
