import type { Route } from './+types/database.monster.$id';
import { loadMonsterDetail } from '../features/monsters/detail-loader';
import { entityMeta, pageLanguage } from '../features/monsters/meta';
import { MonsterDetail } from '../features/monsters/MonsterDetail';
import { levelRange } from '../features/monsters/monster-numbers';
import { loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadMonsterDetail(api, lang, params.id);
}

export const meta: Route.MetaFunction = (args) => {
  const { params, data } = args;
  const lang = pageLanguage(params.lang);
  const range = data ? levelRange(data.monster.grades) : null;
  const values = data && {
    name: localized(data.monster.name, lang),
    level: range?.min ?? '?',
    levels: range ? (range.min === range.max ? range.min : `${range.min}-${range.max}`) : '?',
    race: data.race ? localized(data.race.name, lang) : '',
  };
  return withStructuredData(args, entityMeta(params.lang, 'monsters.meta.detail', values), data && { section: 'monsters', name: data.monster.name, image: data.monster.img });
};

export default function MonsterPage({ loaderData }: Route.ComponentProps) {
  return <MonsterDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
