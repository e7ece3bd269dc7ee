import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/back._index';
import { AuditLog } from '../features/back-office/AuditLog';
import { BackNav } from '../features/back-office/BackNav';
import { loadBackCounts, namesById } from '../features/back-office/loaders';
import { namedIds } from '../features/back-office/audit/describe';
import { translatedMeta } from '../lib/meta';
import { loaderApi } from '../lib/route-helpers';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';

/** Back-office home: every queue and tool with its count, then the audit log (the layout already checked the role). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, lang } = loaderApi(context, params);
  const counts = await loadBackCounts(api);
  // The audit log names the items and clues its entries touched, in the page's language.
  const ids = namedIds(counts.audit?.data ?? []);
  const [items, clues] = await Promise.all([namesById(api, 'items', ids.items, lang), namesById(api, 'point-of-interest', ids.clues, lang)]);
  return { lang, counts, names: { items, clues } };
}

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'back-office.meta.home');

export default function BackHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('back-office.heading')}</Title>
      <Text c="dimmed">{t('back-office.intro')}</Text>
      <BackNav lang={loaderData.lang} counts={loaderData.counts} />
      {loaderData.counts.audit && (
        <AuditLog
          lang={loaderData.lang}
          entries={loaderData.counts.audit.data}
          total={loaderData.counts.audit.total}
          names={loaderData.names}
        />
      )}
    </Stack>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
