import { Anchor, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { localePath, type Language } from '../../i18n/languages';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { SearchHitRow } from './SearchHitRow';
import type { SearchGroup } from './search-kinds';

export interface SearchPageData {
  lang: Language;
  query: string;
  groups: SearchGroup[];
}

/** The site search's full answer (`/search?q=`): every kind, up to twenty hits each; the URL holds the search. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const { lang, query, groups } = data;
  return (
    <Stack gap="lg" data-testid="search-page">
      <Title order={1}>{query ? t('search.page.headingFor', { query }) : t('search.page.heading')}</Title>
      <Form method="get" role="search">
        <TextInput
          name="q"
          defaultValue={query}
          key={query}
          label={t('search.page.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} />}
          maxLength={100}
          autoComplete="off"
          data-testid="search-page-input"
        />
      </Form>
      {query.length < 2 ? (
        <Text c="dimmed">{t('search.hint')}</Text>
      ) : groups.length === 0 ? (
        <Text c="dimmed" data-testid="search-page-empty">
          {t('search.noResults', { query })}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {groups.map((group) => (
            <Paper key={group.kind} withBorder p="sm" radius="md" data-testid={`search-page-group-${group.kind}`}>
              <Title order={2} size="h4" mb="xs">
                {t(`search.kinds.${group.kind}`)}
              </Title>
              <Stack gap={6}>
                {group.hits.map((hit) => (
                  <Anchor key={hit.id} component={Link} to={localePath(lang, hit.path)} underline="never" c="inherit" data-testid="search-page-hit">
                    <SearchHitRow hit={hit} lang={lang} iconSize={28} />
                  </Anchor>
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
