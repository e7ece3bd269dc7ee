import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/back._index';
import { BugReportList } from '../features/back-office/BugReportList';
import { AuditLog } from '../features/back-office/AuditLog';
import { BackNav } from '../features/back-office/BackNav';
import { loadBackCounts } from '../features/back-office/loaders';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Admin home: the latest bug reports (the layout already checked the role). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const isAdmin = !!context.user?.roles.includes('admin');
  const [page, counts] = await Promise.all([
    api.find('bug-reports', { $limit: 50 }), // newest first
    loadBackCounts(api, isAdmin),
  ]);
  return { lang, reports: page.data, total: page.total, counts };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.meta.home');

export default function BackHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('back-office.heading')}</Title>
      <Text c="dimmed">{t('back-office.intro')}</Text>
      <BackNav lang={loaderData.lang} counts={loaderData.counts} />
      <BugReportList reports={loaderData.reports} total={loaderData.total} lang={loaderData.lang} />
      {loaderData.counts.audit && (
        <AuditLog
          lang={loaderData.lang}
          entries={loaderData.counts.audit.data}
          total={loaderData.counts.audit.total}
        />
      )}
    </Stack>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
