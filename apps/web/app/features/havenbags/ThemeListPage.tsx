import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { LocalizedName } from '../../ui/LocalizedName';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import { NameSearch } from '../dungeons';
import { THEME_LIST_DEFAULTS, THEME_SORT_KEYS, type ThemeListData } from './loaders';

export function ThemeListPage({ data }: { data: ThemeListData }) {
  const { t } = useTranslation();
  const { lang } = data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('havenbags.list.heading')}</Title>
        <Text c="dimmed">{t('havenbags.list.intro')}</Text>
      </Stack>
      <NameSearch label={t('havenbags.list.search')} placeholder={t('havenbags.list.searchPlaceholder')} />
      <ListControls total={data.total} sortKeys={THEME_SORT_KEYS} defaults={THEME_LIST_DEFAULTS} />
      <ListBody count={data.rows.length} emptyHint={t('havenbags.list.empty', { name: data.name })}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="havenbag-list">
          {data.rows.map((theme) => (
            <Paper key={theme.id} withBorder p="sm" radius="md" data-testid="havenbag-row" data-id={theme.id}>
              <Group gap="sm" wrap="nowrap">
                <GameImage img={theme.img} alt="" size={48} />
                <Anchor component={Link} to={localePath(lang, `/database/havenbag/${theme.id}`)} data-testid="havenbag-link">
                  <LocalizedName doc={theme} lang={lang} />
                </Anchor>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </ListBody>
      <ListPagination total={data.total} />
    </Stack>
  );
}
