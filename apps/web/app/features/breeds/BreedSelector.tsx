import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { BreedSummary } from './detail-loader';

/** Links to every class; the current one is highlighted. */
export function BreedSelector({ lang, breeds, currentId }: { lang: Language; breeds: BreedSummary[]; currentId: number }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('breeds.selector')} gap={6} data-testid="breed-selector">
      {breeds.map((breed) => (
        <Button
          key={breed.id}
          component={Link}
          to={localePath(lang, `/database/breeds/${breed.id}`)}
          size="compact-sm"
          variant={breed.id === currentId ? 'filled' : 'default'}
          aria-current={breed.id === currentId ? 'page' : undefined}
          data-testid="breed-tab"
          data-id={breed.id}
        >
          {localized(breed.shortName ?? breed.name, lang)}
        </Button>
      ))}
    </Group>
  );
}
