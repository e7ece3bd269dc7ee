import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { StuffTable } from './StuffTable';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import { localized } from '../../ui/LocalizedName';
import type { StuffListData } from './list-loader';
import { hasStuffFilters } from './stuff-list';
import { StuffFiltersForm } from './StuffFiltersForm';

/** `tools/stuffs`: public stuffs (or all of mine with `me=true`), newest first, filters in the URL. */
export function StuffListPage({ data }: { data: StuffListData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { lang, filters, page, breeds, items, isSignedIn } = data;
  const emptyHint = filters.me && !hasStuffFilters({ ...filters, me: false }) ? t('stuff.list.emptyMine') : t('stuff.list.emptyHint');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{filters.me ? t('stuff.list.mineHeading') : t('stuff.list.heading')}</Title>
        <Button component={Link} to={localePath(lang, '/tools/stuff/creator')} leftSection={<IconPlus size={16} />}>
          {t('stuff.list.create')}
        </Button>
      </Group>
      <StuffFiltersForm key={location.search} filters={filters} breeds={breeds} lang={lang} isSignedIn={isSignedIn} />
      {items.length > 0 && (
        <Group gap="xs" data-testid="filter-items">
          <Text size="sm">{t('stuff.list.wearing')}</Text>
          {items.map((item) => (
            <Badge key={item.id} variant="light" leftSection={<GameImage img={item.img} alt="" size={16} />}>
              {localized(item.name, lang)}
            </Badge>
          ))}
        </Group>
      )}
      <Text size="sm" c="dimmed" data-testid="stuff-total">
        {t('list.total', { count: page.total })}
      </Text>
      <ListBody count={page.data.length} emptyHint={emptyHint}>
        <StuffTable stuffs={page.data} breeds={breeds} lang={lang} showSharing={filters.me} />
      </ListBody>
      <ListPagination total={page.total} />
    </Stack>
  );
}
