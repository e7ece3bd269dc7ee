import { memo } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { MapLayer } from './map-state';

/** What the colours of the map say: areas and their sub-areas, and a dot per layer shown. */
export const MapLegend = memo(function MapLegend({
  layers,
  colours,
  resource,
}: {
  layers: readonly MapLayer[];
  colours: Record<MapLayer, string>;
  /** The lit sub-areas of a picked resource, in their colour. */
  resource: { name: string; colour: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="map-legend">
      <Stack gap={4}>
        <Text size="sm" fw={600} component="h2" m={0}>
          {t('map.legend.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('map.legend.cells')}
        </Text>
        {resource && (
          <Group gap={6} wrap="nowrap" data-testid="map-legend-resource">
            <Box component="span" aria-hidden w={12} h={12} style={{ background: resource.colour, border: '1px solid #222', flex: 'none' }} />
            <Text size="xs">{t('map.legend.resource', { name: resource.name })}</Text>
          </Group>
        )}
        {layers.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('map.legend.noLayer')}
          </Text>
        ) : (
          layers.map((layer) => (
            <Group key={layer} gap={6} wrap="nowrap">
              <Box
                component="span"
                aria-hidden
                w={12}
                h={12}
                style={{ borderRadius: '50%', background: colours[layer], border: '1px solid #222', flex: 'none' }}
              />
              <Text size="xs">{t(`map.layers.${layer}`)}</Text>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
});
