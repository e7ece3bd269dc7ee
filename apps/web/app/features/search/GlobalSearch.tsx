import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';

// The palette (Spotlight, its list and queries) is fetched on first use, not with every page.
const SearchPalette = lazy(() => import('./SearchPalette'));

/** Header button + Ctrl/Cmd+K shortcut (also from within fields) opening the global search. */
export function GlobalSearch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);

  return (
    <>
      <Button
        variant="default"
        onClick={open}
        onMouseEnter={() => void import('./SearchPalette')}
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">{t('search.shortcut')}</Kbd>}
        visibleFrom="sm"
        aria-label={t('search.open')}
        data-testid="header-search"
      >
        {t('search.button')}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={open}
        hiddenFrom="sm"
        aria-label={t('search.open')}
        data-testid="header-search-mobile"
      >
        <IconSearch size={18} />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette lang={lang} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
