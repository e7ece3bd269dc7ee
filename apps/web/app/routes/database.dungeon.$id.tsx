import type { Route } from './+types/database.dungeon.$id';
import { DungeonDetail } from '../features/dungeons/DungeonDetail';
import { loadDungeonDetail } from '../features/dungeons/loaders';
import { entityMeta, pageLanguage } from '../features/monsters/meta';
import { translate } from '../i18n/i18n';
import { loaderApi } from '../lib/route-helpers';
import { localized } from '../ui/LocalizedName';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { withStructuredData } from '../lib/structured-data';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  return loadDungeonDetail(api, lang, params.id);
}

export const meta: Route.MetaFunction = (args) => {
  const { params, data } = args;
  const lang = pageLanguage(params.lang);
  const boss = data?.monsters.find((monster) => monster.id === data.dungeon.bossId);
  const values = data && {
    name: localized(data.dungeon.name, lang),
    level: data.dungeon.level,
    boss: boss ? translate(lang, 'dungeons.meta.boss', { name: localized(boss.name, lang) }) : '',
  };
  return withStructuredData(args, entityMeta(params.lang, 'dungeons.meta.detail', values), data && { section: 'dungeons', name: data.dungeon.name });
};

export default function DungeonPage({ loaderData }: Route.ComponentProps) {
  return <DungeonDetail data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
