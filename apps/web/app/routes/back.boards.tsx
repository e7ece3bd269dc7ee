import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/back.boards';
import { BoardModeration } from '../features/boards/BoardModeration';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Board moderation (the back layout already checked the role): flagged records and the audit log. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const overview = await api.find('board-moderation', {});
  return { lang, overview };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'boards.moderation.meta');

export default function BackBoards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('boards.moderation.title')}</Title>
      <Text c="dimmed">{t('boards.moderation.intro')}</Text>
      <BoardModeration overview={loaderData.overview} lang={loaderData.lang} />
    </Stack>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
