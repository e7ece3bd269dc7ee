import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GameImage } from '../../ui/GameImage';
import { FrMark, localized } from '../../ui/LocalizedName';
import { groupByLayer } from './layers';
import type { ThemeDetailData } from './loaders';
import { DebugIds } from '../../ui/DebugIds';

export function ThemeDetail({ data }: { data: ThemeDetailData }) {
  const { t } = useTranslation();
  const { lang, theme } = data;
  return (
    <Stack gap="lg" data-testid="havenbag-detail" data-id={theme.id}>
      <Group gap="md" wrap="nowrap">
        <GameImage img={theme.img} alt={localized(theme.name, lang)} size={80} />
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} data-testid="havenbag-name">
              {localized(theme.name, lang)}
            </Title>
            <DebugIds record={theme} fields={['id', 'mapId']} testId="theme-debug" />
            <FrMark doc={theme} lang={lang} />
          </Group>
          <Text c="dimmed">{t('havenbags.detail.count', { count: data.furniture.length })}</Text>
        </Stack>
      </Group>
      {groupByLayer(data.furniture).map((layer) => (
        <Stack key={layer.id} gap="xs" data-testid="havenbag-layer" data-layer={layer.id}>
          <Title order={2}>{t(`havenbags.layers.${layer.key}`)}</Title>
          {layer.items.length === 0 ? (
            <Text c="dimmed">{t('havenbags.detail.emptyLayer')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
              {layer.items.map((piece) => {
                const name = piece.name
                  ? localized(piece.name, lang)
                  : t('havenbags.detail.unnamed', { id: piece.id });
                return (
                  <Paper
                    key={piece.id}
                    withBorder
                    p="sm"
                    radius="md"
                    data-testid="havenbag-furniture"
                    data-id={piece.id}
                  >
                    <Stack gap={6} align="center">
                      <GameImage img={piece.img} alt="" size={64} />
                      <Text fz="sm" ta="center">
                        {name}
                      </Text>
                    </Stack>
                  </Paper>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
