import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { FrMark, localized, LocalizedName } from '../../ui/LocalizedName';
import { MonsterBadges } from '../monsters';
import { levelRange } from '../monsters';
import type { DungeonDetailData } from './loaders';
import { DebugIds } from '../../ui/DebugIds';
import { DungeonListingsLink } from '../group-finder';
import { MapLink } from '../map';

export function DungeonDetail({ data }: { data: DungeonDetailData }) {
  const { t } = useTranslation();
  const { lang, dungeon, subArea } = data;
  return (
    <Stack gap="lg" data-testid="dungeon-detail" data-id={dungeon.id}>
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1} data-testid="dungeon-name">
            {localized(dungeon.name, lang)}
          </Title>
          <DebugIds
            record={dungeon}
            fields={['id', 'subAreaId', 'bossId', 'monsterIds', 'entranceMapId', 'exitMapId']}
            testId="dungeon-debug"
          />
          <FrMark doc={dungeon} lang={lang} />
        </Group>
        <Text data-testid="dungeon-level">{t('dungeons.detail.level', { level: dungeon.level })}</Text>
        {subArea && (
          <Text c="dimmed">{t('dungeons.detail.subArea', { name: localized(subArea.name, lang) })}</Text>
        )}
        <DungeonListingsLink dungeonId={dungeon.id} openListings={data.openListings} lang={lang} />
        {dungeon.entranceMapId !== undefined && <MapLink lang={lang} mapId={dungeon.entranceMapId} />}
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('dungeons.detail.monsters')}</Title>
        {data.monsters.length === 0 && <Text c="dimmed">{t('dungeons.detail.noMonster')}</Text>}
        {data.monsters.map((monster) => {
          const isBoss = monster.id === dungeon.bossId;
          const range = levelRange(monster.grades);
          return (
            <Paper
              key={monster.id}
              withBorder
              p="sm"
              radius="md"
              bg={isBoss ? 'var(--mantine-color-red-light)' : undefined}
              data-testid={isBoss ? 'dungeon-boss' : 'dungeon-monster'}
              data-id={monster.id}
            >
              <Group gap="sm" wrap="nowrap">
                <GameImage img={monster.img} alt="" size={isBoss ? 56 : 40} />
                <Stack gap={2}>
                  <Group gap="xs">
                    <Anchor
                      component={Link}
                      to={localePath(lang, `/database/monster/${monster.id}`)}
                      fw={isBoss ? 700 : 500}
                    >
                      <LocalizedName doc={monster} lang={lang} />
                    </Anchor>
                    <MonsterBadges monster={{ ...monster, isBoss: monster.isBoss || isBoss }} size="xs" />
                  </Group>
                  {range && (
                    <Text fz="sm" c="dimmed">
                      {range.min === range.max
                        ? t('dungeons.detail.monsterLevel', { level: range.min })
                        : t('dungeons.detail.monsterLevels', range)}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
