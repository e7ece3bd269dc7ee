import { redirect } from 'react-router';
import type { Route } from './+types/my-characters';
import { loadCharacters } from '../features/characters/api';
import { CharacterManager } from '../features/characters/CharacterManager';
import { loadBreedOptions, loadServerOptions } from '../features/characters/reference';
import { localePath } from '../i18n/languages';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Guests go to sign-in, then come back here. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  if (!context.user) {
    throw redirect(`${localePath(lang, '/signin')}?redirect=${encodeURIComponent(localePath(lang, '/my-characters'))}`);
  }
  const characters = await loadCharacters(api);
  const [servers, breeds] = await Promise.all([
    loadServerOptions(
      api,
      lang,
      characters.map((character) => character.server),
    ),
    loadBreedOptions(api, lang),
  ]);
  return { characters, servers, breeds };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'characters.meta');

export default function MyCharacters({ loaderData }: Route.ComponentProps) {
  return <CharacterManager initialCharacters={loaderData.characters} servers={loaderData.servers} breeds={loaderData.breeds} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
