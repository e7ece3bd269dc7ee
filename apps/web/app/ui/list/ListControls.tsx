import { Button, Group, Text } from '@mantine/core';
import { LazySelect } from '../select/LazySelect';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readListState, SORT_KEYS, withSearch, type ListState, type SortKey } from '../../lib/list-state';

interface ListControlsProps {
  total: number;
  defaults?: Partial<ListState>;
  sortKeys?: readonly SortKey[];
}

/**
 * Sort key and order selectors; the state lives in the URL so links and the back button restore it.
 * The two orders are links (they work before the scripts run, and without them), the current one marked.
 */
export function ListControls({ total, defaults, sortKeys = SORT_KEYS }: ListControlsProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = readListState(search, defaults);
  const go = (changes: Record<string, string>) => navigate(withSearch(search, changes), { preventScrollReset: true });
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Text c="dimmed" fz="sm" data-testid="list-total" aria-live="polite">
        {t('list.total', { count: total })}
      </Text>
      <Group gap="sm" align="flex-end">
        <LazySelect
          label={t('list.sortBy')}
          data={sortKeys.map((key) => ({ value: key, label: t(`list.sort.${key}`) }))}
          value={state.sort}
          onChange={(value) => value && go({ sort: value })}
          allowDeselect={false}
          w={140}
          data-testid="list-sort"
        />
        <Button.Group aria-label={t('list.order')} data-testid="list-order">
          {(['asc', 'desc'] as const).map((order) => (
            <Button
              key={order}
              component={Link}
              to={withSearch(search, { order })}
              preventScrollReset
              variant={state.order === order ? 'filled' : 'default'}
              aria-current={state.order === order ? 'true' : undefined}
            >
              {t(`list.${order}`)}
            </Button>
          ))}
        </Button.Group>
      </Group>
    </Group>
  );
}
