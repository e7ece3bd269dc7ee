import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MapCell } from './cells';
import type { HarvestSpot, MapSubArea, ShopPin } from './loader';

export interface CellDetails {
  x: number;
  y: number;
  cell: MapCell | undefined;
  subArea: MapSubArea | undefined;
  areaName: string | undefined;
  harvest: HarvestSpot | undefined;
  shops: ShopPin[];
}

/** What is at the hovered or tapped coordinate: position, sub-area, area, level, curated spots. */
export function CellInfo({ details, pinned }: { details: CellDetails | null; pinned: boolean }) {
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
  const { x, y, cell, subArea, areaName, harvest, shops } = details;
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
        {!cell ? (
          <Text c="dimmed" size="sm">
            {t('map.info.noMap')}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {t('map.info.subArea')}: {subArea?.name || t('map.info.unnamed')}
            </Text>
            <Text size="sm">
              {t('map.info.area')}: {areaName || t('map.info.unnamed')}
            </Text>
            {subArea?.level !== null && subArea?.level !== undefined && (
              <Text size="sm">{t('map.info.level', { level: subArea.level })}</Text>
            )}
            <Text size="xs" c="dimmed">
              {t('map.info.mapId', { id: cell.mapId })}
            </Text>
          </>
        )}
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
}
