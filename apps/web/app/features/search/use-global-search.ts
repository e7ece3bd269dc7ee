import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '../../api/queries/queries';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { MIN_QUERY_LENGTH, searchEverything } from './search-kinds';

/**
 * The global search for what the reader types (debounced, cached per language and text), shared by
 * the Ctrl/Cmd+K palette and the home search box.
 */
export function useGlobalSearch(lang: Language, text: string) {
  const api = useApi();
  const [query] = useDebouncedValue(text.trim(), 200);
  const enabled = query.length >= MIN_QUERY_LENGTH;
  const { data: groups = [], isFetching } = useQuery({
    queryKey: ['global-search', lang, query],
    queryFn: () => searchEverything(api, query, lang),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { query, enabled, groups: enabled ? groups : [], isFetching: enabled && isFetching };
}
