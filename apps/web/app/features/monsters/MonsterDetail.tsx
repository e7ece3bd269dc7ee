import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { FrMark, localized, LocalizedName } from '../../ui/LocalizedName';
import type { MonsterDetailData } from './detail-loader';
import { MonsterDrops } from './MonsterDrops';
import { GradesTable } from './GradesTable';
import { MonsterBadges } from './MonsterBadges';
import { MonsterPlaces } from './MonsterPlaces';
import { levelRange } from './monster-numbers';
import { DebugIds } from '../../ui/DebugIds';

export function MonsterDetail({ data }: { data: MonsterDetailData }) {
  const { t } = useTranslation();
  const { lang, monster, race } = data;
  const range = levelRange(monster.grades);
  return (
    <Stack gap="lg" data-testid="monster-detail" data-id={monster.id}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <GameImage img={monster.img} alt={localized(monster.name, lang)} size={96} />
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} data-testid="monster-name">
              {localized(monster.name, lang)}
            </Title>
            <DebugIds
              record={monster}
              fields={['id', 'raceId', 'subAreaIds', 'dungeonIds', 'spellIds']}
              testId="monster-debug"
            />
            <FrMark doc={monster} lang={lang} />
            <MonsterBadges monster={monster} />
          </Group>
          {range && (
            <Text data-testid="monster-level-range">
              {range.min === range.max
                ? t('monsters.detail.level', { level: range.min })
                : t('monsters.detail.levels', range)}
            </Text>
          )}
          {!race && <Text data-testid="monster-race-unknown">{t('monsters.detail.raceUnknown')}</Text>}
          {race && (
            <Text>
              {t('monsters.detail.race')}{' '}
              <Anchor
                component={Link}
                to={localePath(lang, `/database/monsters/race/${race.id}`)}
                data-testid="monster-race"
              >
                <LocalizedName doc={race} lang={lang} />
              </Anchor>
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap="xs">
        <Title order={2}>{t('monsters.detail.grades')}</Title>
        <GradesTable grades={monster.grades} lang={lang} />
      </Stack>
      <MonsterDrops data={data} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <MonsterPlaces
          lang={lang}
          monsterId={monster.id}
          subAreas={data.subAreas}
          areas={data.areas}
          areaNames={monster.areaNames}
          dungeons={data.dungeons}
        />
        {data.spells.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} mb="xs">
              {t('monsters.detail.spells')}
            </Title>
            <Stack gap="xs" data-testid="monster-spells">
              {data.spells.map((spell) => (
                <Group key={spell.id} gap="sm" wrap="nowrap">
                  <GameImage img={spell.img} alt="" size={28} />
                  <Anchor component={Link} to={localePath(lang, `/database/spells/${spell.id}`)}>
                    <LocalizedName doc={spell} lang={lang} />
                  </Anchor>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}
