import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigation } from 'react-router';

/** True while a navigation to the current page (new filters, sort or page) is loading. */
export function useIsReloadingList(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" data-testid="list-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** Empty result: says what to change (`hint` is a translated sentence). */
export function EmptyState({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert icon={<IconInfoCircle size={18} />} title={t('list.emptyTitle')} data-testid="list-empty" variant="light">
      {hint ?? t('list.emptyHint')}
    </Alert>
  );
}

/** Shows a skeleton while the list reloads, the empty state when there is nothing, else the rows. */
export function ListBody({ count, children, emptyHint }: { count: number; children: ReactNode; emptyHint?: ReactNode }) {
  const reloading = useIsReloadingList();
  if (reloading) return <ListSkeleton />;
  if (count === 0) return <EmptyState hint={emptyHint} />;
  return <>{children}</>;
}
