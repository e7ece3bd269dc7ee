import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { useTranslation } from '../../i18n/use-translation';
import { GameImage } from '../../ui/GameImage';
import { FrMark, localized } from '../../ui/LocalizedName';
import { GameTextBlock } from '../../ui/GameText';
import { plainGameText } from '../../ui/game-text';
import { BreedSelector } from './BreedSelector';
import { BreedSpells } from './BreedSpells';
import { CostTable } from './CostTable';
import type { BreedDetailData } from './detail-loader';
import { DebugIds } from '../../ui/DebugIds';

export function BreedDetail({ data }: { data: BreedDetailData }) {
  const { t } = useTranslation();
  const { lang, breed } = data;
  return (
    <Stack gap="lg" data-testid="breed-detail" data-id={breed.id}>
      <BreedSelector lang={lang} breeds={data.breeds} currentId={breed.id} />
      <Group gap="md" wrap="nowrap" align="flex-start">
        <GameImage img={breed.img} alt={localized(breed.shortName, lang)} size={96} />
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} data-testid="breed-name">
              {localized(breed.shortName, lang)}
            </Title>
            <DebugIds record={breed} fields={['id', 'breedSpellsId']} testId="breed-debug" />
            <FrMark doc={breed} lang={lang} />
          </Group>
          <Text fw={500} c="dimmed" data-testid="breed-long-name">
            {localized(breed.longName, lang)}
          </Text>
          {data.roles.length > 0 && (
            <Group gap={6} data-testid="breed-roles" aria-label={t('breeds.roles')}>
              {data.roles.map((role) => (
                <LazyTooltip key={role.id} label={plainGameText(localized(role.description, lang))} disabled={!role.description}>
                  <Badge variant="light" color={role.color ?? undefined}>
                    {localized(role.name, lang)}
                  </Badge>
                </LazyTooltip>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
      {breed.description && <GameTextBlock testId="breed-description" text={localized(breed.description, lang)} lang={lang} />}
      <Stack gap="xs">
        <Title order={2}>{t('breeds.costs.title')}</Title>
        <Text fz="sm" c="dimmed">
          {t('breeds.costs.intro')}
        </Text>
        <CostTable breed={breed} />
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('breeds.spells')}</Title>
        <BreedSpells lang={lang} order={breed.breedSpellsId} spells={data.spells} />
      </Stack>
    </Stack>
  );
}
