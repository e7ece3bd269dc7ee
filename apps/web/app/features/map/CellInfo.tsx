import { memo } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { InfoStrings } from './info-lines';
import type { HarvestSpot, ShopPin } from './loader';

export interface CellDetails {
  x: number;
  y: number;
  /** What `infoLines` (info-lines.ts) says of the map there, after its position: the map id last. */
  lines: string[];
  /** Whether a map is there (else `lines` only says there is none). */
  onMap: boolean;
  harvest: HarvestSpot | undefined;
  shops: ShopPin[];
}

/** The words of the info panels (this one and the early boot's), in the page's language; `%s` is the number. */
export const infoStrings = (t: TFunction): InfoStrings => ({
  subArea: t('map.info.subArea', { name: '%s' }),
  area: t('map.info.area', { name: '%s' }),
  level: t('map.info.level', { level: '%s' }),
  mapId: t('map.info.mapId', { id: '%s' }),
  unnamed: t('map.info.unnamed'),
  noMap: t('map.info.noMap'),
  otherOne: t('map.info.others', { count: 1 }),
  otherMany: t('map.info.others', { count: 2 }).replace('2', '%s'),
});

/** What is at the hovered or tapped coordinate: position, sub-area, area, level, curated spots. */
export const CellInfo = memo(function CellInfo({ details, pinned }: { details: CellDetails | null; pinned: boolean }) {
  const { t } = useTranslation();
  if (!details) {
    return (
      <Paper withBorder p="sm" data-testid="map-cell-info">
        <Text c="dimmed" size="sm">
          {t('map.info.hint')}
        </Text>
      </Paper>
    );
  }
  const { x, y, lines, onMap, harvest, shops } = details;
  return (
    <Paper withBorder p="sm" data-testid="map-cell-info" aria-live="polite">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700} data-testid="map-cell-position">
            [{x}, {y}]
          </Text>
          {pinned && (
            <Badge size="xs" variant="light">
              {t('map.info.selected')}
            </Badge>
          )}
        </Group>
        {lines.map((line, index) => {
          const isMapId = onMap && index === lines.length - 1;
          return (
            <Text key={index} size={isMapId ? 'xs' : 'sm'} c={!onMap || isMapId ? 'dimmed' : undefined}>
              {line}
            </Text>
          );
        })}
        {harvest && (
          <Text size="sm" data-testid="map-cell-harvest">
            {t('map.info.harvest')}:{' '}
            {harvest.items.map((item) => `${item.name} ×${item.quantity}`).join(', ')}
          </Text>
        )}
        {shops.map((shop) => (
          <Text size="sm" key={shop.name}>
            {t('map.info.shop', { name: shop.name })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
});
