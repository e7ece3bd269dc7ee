import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/tools.breeding.crossing';
import { BreedingPage } from '../features/breeding/BreedingPage';
import { familyOfSegment, loadBreeding, MENU_KEY } from '../features/breeding/loader';
import { translate } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return { lang, data: await loadBreeding(api, lang, params.family) };
}

/** The page's settings live in the URL but need nothing from the server: only another family reloads. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

export const meta: Route.MetaFunction = ({ params }) => {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const family = familyOfSegment(params.family);
  return translatedMeta(params.lang, 'breeding.meta', { family: family ? translate(lang, `menu.${MENU_KEY[family]}`) : '' });
};

export default function Breeding({ loaderData }: Route.ComponentProps) {
  return <BreedingPage key={loaderData.data.family} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
