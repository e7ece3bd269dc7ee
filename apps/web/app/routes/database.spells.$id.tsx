import type { Route } from './+types/database.spells.$id';
import { entityMeta, pageLanguage } from '../features/monsters/meta';
import { loadSpellDetail } from '../features/spells/detail-loader';
import { SpellDetail } from '../features/spells/SpellDetail';
import { translate } from '../i18n/i18n';
import { loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadSpellDetail(api, lang, params.id);
}

export const meta: Route.MetaFunction = (args) => {
  const { params, data } = args;
  const lang = pageLanguage(params.lang);
  const values = data && {
    name: localized(data.spell.name, lang),
    breed: data.breed ? translate(lang, 'spells.meta.ofBreed', { name: localized(data.breed.name, lang) }) : '',
  };
  return withStructuredData(args, entityMeta(params.lang, 'spells.meta.detail', values), data && { section: 'classes', name: data.spell.name, image: data.spell.img });
};

export default function SpellPage({ loaderData }: Route.ComponentProps) {
  return <SpellDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
