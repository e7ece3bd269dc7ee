import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { SearchHitRow } from '../search';
import { useGlobalSearch } from '../search';

interface HomeSearchResultsProps {
  lang: Language;
  query: string;
  /** The search box shows a spinner while an answer is on its way. */
  onFetching: (fetching: boolean) => void;
}

/** The home search's matches for what the reader typed, grouped by kind (HomeSearch loads it on first use). */
export default function HomeSearchResults({ lang, query, onFetching }: HomeSearchResultsProps) {
  const { t } = useTranslation();
  const { query: debounced, enabled, groups: shown, isFetching } = useGlobalSearch(lang, query);
  useEffect(() => {
    onFetching(isFetching);
    return () => onFetching(false);
  }, [isFetching, onFetching]);
  if (enabled && !isFetching && shown.length === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="home-search-empty">
        {t('search.noResults', { query: debounced })}
      </Text>
    );
  if (shown.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="home-search-results" aria-live="polite">
      <Stack gap="sm">
        {shown.map((group) => (
          <Stack key={group.kind} gap={4} data-testid={`home-search-group-${group.kind}`}>
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
              {t(`search.kinds.${group.kind}`)}
            </Text>
            {group.hits.map((hit) => (
              <UnstyledButton key={hit.id} component={Link} to={localePath(lang, hit.path)} data-testid="home-search-hit">
                <SearchHitRow hit={hit} lang={lang} iconSize={24} />
              </UnstyledButton>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
