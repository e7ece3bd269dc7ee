import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Mark.layer.css';
import '@mantine/spotlight/styles.layer.css';
import { Loader } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { SearchHitRow } from './SearchHitRow';
import { useGlobalSearch } from './use-global-search';

const [searchStore, searchActions] = createSpotlight();

interface SearchPaletteProps {
  lang: Language;
  opened: boolean;
  onClose: () => void;
}

/** The Ctrl/Cmd+K palette over every kind of game record (loaded on first use). */
export default function SearchPalette({ lang, opened, onClose }: SearchPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { query: debounced, enabled, groups, isFetching } = useGlobalSearch(lang, query);
  useEffect(() => {
    // A fresh box on every opening: the last search never prefixes what the reader types next.
    if (opened) {
      setQuery('');
      searchActions.open();
    } else searchActions.close();
  }, [opened]);
  const open = (path: string) => {
    onClose();
    navigate(localePath(lang, path));
  };
  // Results arrive after typing, so nothing may be selected yet: Enter then opens the first hit.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const list = event.currentTarget.ownerDocument.querySelector('[data-testid="global-search-results"]');
    const first = groups[0]?.hits[0];
    if (first && !list?.querySelector('[data-selected]')) open(first.path);
  };

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onSpotlightClose={onClose}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        leftSection={<IconSearch size={18} />}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        onKeyDown={onKeyDown}
        data-testid="global-search-input"
      />
      <Spotlight.ActionsList data-testid="global-search-results">
        {groups.map((group) => (
          <Spotlight.ActionsGroup
            key={group.kind}
            label={t(`search.kinds.${group.kind}`)}
            data-testid={`global-search-group-${group.kind}`}
          >
            {group.hits.map((hit) => (
              <Spotlight.Action
                key={hit.id}
                onClick={() => open(hit.path)}
                data-testid="global-search-hit"
                data-kind={group.kind}
                data-id={hit.id}
              >
                <SearchHitRow hit={hit} lang={lang} iconSize={28} />
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {groups.length === 0 && (
          <Spotlight.Empty data-testid="global-search-empty">
            {enabled && !isFetching ? t('search.noResults', { query: debounced }) : t('search.hint')}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
