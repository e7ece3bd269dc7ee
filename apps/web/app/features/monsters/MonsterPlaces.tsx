import '@mantine/core/styles/List.layer.css';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { I18nText } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import type { AreaSummary, DungeonSummary, PlaceSummary } from './detail-loader';
import { MapLink } from '../map';

interface Props {
  lang: Language;
  monsterId: number;
  subAreas: PlaceSummary[];
  areas: AreaSummary[];
  areaNames: I18nText[] | undefined;
  dungeons: DungeonSummary[];
}

/** Where the monster lives: sub-areas (with their area), free-text area names, dungeons. */
export function MonsterPlaces({ lang, monsterId, subAreas, areas, areaNames, dungeons }: Props) {
  const { t } = useTranslation();
  const areaById = new Map(areas.map((area) => [area.id, area]));
  // Unnamed sub-areas or areas (the dumps name only some) fall back to what is named, else are left out.
  const texts = subAreas.map((subArea) => {
    const name = localized(subArea.name, lang);
    const area = localized(areaById.get(subArea.areaId)?.name, lang);
    return name && area ? t('monsters.places.inArea', { name, area }) : name || area;
  });
  const places = [...new Set(texts.filter(Boolean))].map((text) => ({ id: text, text, subAreaId: subAreas[texts.indexOf(text)]?.id }));
  const extra = (areaNames ?? [])
    .map((name) => localized(name, lang))
    .filter((text) => text && !texts.includes(text));
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>{t('monsters.places.areas')}</Title>
        {places.length + extra.length === 0 ? (
          <Text c="dimmed">{t('monsters.places.noArea')}</Text>
        ) : (
          <List data-testid="monster-areas">
            {places.map((place) => (
              <List.Item key={place.id}>
                {place.text} <MapLink lang={lang} subAreaId={place.subAreaId} />
              </List.Item>
            ))}
            {extra.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={2}>{t('monsters.places.dungeons')}</Title>
        {dungeons.length === 0 ? (
          <Text c="dimmed">{t('monsters.places.noDungeon')}</Text>
        ) : (
          <List data-testid="monster-dungeons">
            {dungeons.map((dungeon) => (
              <List.Item key={dungeon.id}>
                <Group gap="xs" component="span" display="inline-flex">
                  <Anchor component={Link} to={localePath(lang, `/database/dungeon/${dungeon.id}`)}>
                    <LocalizedName doc={dungeon} lang={lang} />
                  </Anchor>
                  <Text component="span" c="dimmed" fz="sm">
                    {t('monsters.places.dungeonLevel', { level: dungeon.level })}
                  </Text>
                  {dungeon.bossId === monsterId && (
                    <Badge size="xs" color="red" variant="light">
                      {t('monsters.badges.boss')}
                    </Badge>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
