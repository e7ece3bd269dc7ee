import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { FrMark, localized } from '../../ui/LocalizedName';
import type { BreedIndexData } from './index-loader';

/** Every class with its picture and long name; one drawn at random is offered first (spec §2). */
export function BreedIndex({ data }: { data: BreedIndexData }) {
  const { t } = useTranslation();
  const { lang, breeds } = data;
  const featured = breeds.find((breed) => breed.id === data.featuredId);
  const name = (breed: BreedIndexData['breeds'][number]) => localized(breed.shortName ?? breed.name, lang);
  return (
    <Stack gap="lg" data-testid="breed-index">
      <Stack gap={4}>
        <Title order={1}>{t('breeds.index.heading')}</Title>
        <Text c="dimmed">{t('breeds.index.intro')}</Text>
      </Stack>
      {featured && (
        <Paper withBorder p="md" radius="md" data-testid="breed-featured" data-id={featured.id}>
          <Group gap="md" wrap="nowrap">
            <GameImage img={featured.img} alt={name(featured)} size={64} />
            <Stack gap={4}>
              <Text fz="sm" c="dimmed">
                {t('breeds.index.featured')}
              </Text>
              <Button component={Link} to={localePath(lang, `/database/breeds/${featured.id}`)} variant="light" data-testid="breed-featured-link">
                {t('breeds.index.discover', { name: name(featured) })}
              </Button>
            </Stack>
          </Group>
        </Paper>
      )}
      {breeds.length === 0 ? (
        <Text c="dimmed">{t('breeds.index.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {breeds.map((breed) => (
            <Paper key={breed.id} withBorder p="sm" radius="md" data-testid="breed-card" data-id={breed.id}>
              <Group gap="sm" wrap="nowrap">
                <GameImage img={breed.img} alt={name(breed)} size={48} />
                <Stack gap={0}>
                  <Group gap={4}>
                    <Anchor component={Link} to={localePath(lang, `/database/breeds/${breed.id}`)} fw={600} data-testid="breed-card-link">
                      {name(breed)}
                    </Anchor>
                    <FrMark doc={breed} lang={lang} />
                  </Group>
                  {breed.longName && localized(breed.longName, lang) !== name(breed) && (
                    <Text fz="xs" c="dimmed">
                      {localized(breed.longName, lang)}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
