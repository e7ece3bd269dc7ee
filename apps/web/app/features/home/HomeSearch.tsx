import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Form } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

// The matches (and TanStack Query behind them) download once the reader focuses or types, not with the page.
const loadResults = () => import('./HomeSearchResults');
const HomeSearchResults = lazy(loadResults);
const preload = () => void loadResults().catch(() => undefined);

/**
 * The home search box. As the reader types, the best matches among items, sets, monsters, quests,
 * achievements, dungeons, class spells and haven-bags show under it (the site's one search: accents and
 * typos tolerated); Enter (and the form without JavaScript) opens the search page, whose URL holds it.
 */
export function HomeSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [isFetching, setFetching] = useState(false);
  return (
    <Stack gap="xs">
      <Form method="get" action={localePath(lang, '/search')} role="search">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            name="q"
            label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            rightSection={isFetching ? <Loader size="xs" /> : null}
            style={{ flex: 1 }}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onFocus={preload}
            autoComplete="off"
            data-testid="home-search"
          />
          <Button type="submit">{t('home.searchButton')}</Button>
        </Group>
      </Form>
      {query.trim() !== '' && (
        <Suspense fallback={null}>
          <HomeSearchResults lang={lang} query={query} onFetching={setFetching} />
        </Suspense>
      )}
    </Stack>
  );
}
