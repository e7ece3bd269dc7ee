import { Button, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { SearchHitRow } from '../search/SearchHitRow';
import { useGlobalSearch } from '../search/use-global-search';

/**
 * The home search box. As the reader types, the best matches among items, sets, monsters, quests,
 * achievements and dungeons show under it (accent-insensitive, page language); Enter (and the form
 * without JavaScript) opens the item list filtered by the name, whose URL holds the search.
 */
export function HomeSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { query: debounced, enabled, groups: shown, isFetching } = useGlobalSearch(lang, query);
  return (
    <Stack gap="xs">
      <Form method="get" action={localePath(lang, '/database/objects')} role="search">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            name="name"
            label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            rightSection={isFetching ? <Loader size="xs" /> : null}
            style={{ flex: 1 }}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            autoComplete="off"
            data-testid="home-search"
          />
          <Button type="submit">{t('home.searchButton')}</Button>
        </Group>
      </Form>
      {enabled && !isFetching && shown.length === 0 && (
        <Text fz="sm" c="dimmed" data-testid="home-search-empty">
          {t('search.noResults', { query: debounced })}
        </Text>
      )}
      {shown.length > 0 && (
        <Paper withBorder p="sm" data-testid="home-search-results" aria-live="polite">
          <Stack gap="sm">
            {shown.map((group) => (
              <Stack key={group.kind} gap={4} data-testid={`home-search-group-${group.kind}`}>
                <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
                  {t(`search.kinds.${group.kind}`)}
                </Text>
                {group.hits.map((hit) => (
                  <UnstyledButton
                    key={hit.id}
                    component={Link}
                    to={localePath(lang, hit.path)}
                    data-testid="home-search-hit"
                  >
                    <SearchHitRow hit={hit} lang={lang} iconSize={24} />
                  </UnstyledButton>
                ))}
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
