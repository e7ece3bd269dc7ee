import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { GameImage } from '../../ui/GameImage';
import { FrMark, localized } from '../../ui/LocalizedName';
import { groupByLayer } from './layers';
import type { ThemeDetailData } from './loaders';
import { DebugIds } from '../../ui/DebugIds';
import { OmittedNote } from '../omitted';

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
      {groupByLayer(data.furniture).map((layer) => {
        // No source names most pieces (nor pictures them): they are counted, never shown by id.
        const named = layer.items.filter((piece) => piece.name);
        return (
          <Stack key={layer.id} gap="xs" data-testid="havenbag-layer" data-layer={layer.id}>
            <Title order={2}>{t(`havenbags.layers.${layer.key}`)}</Title>
            {layer.items.length === 0 && <Text c="dimmed">{t('havenbags.detail.emptyLayer')}</Text>}
            {named.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
                {named.map((piece) => (
                  <Paper key={piece.id} withBorder p="sm" radius="md" data-testid="havenbag-furniture" data-id={piece.id}>
                    <Stack gap={6} align="center">
                      <GameImage img={piece.img} alt="" size={64} />
                      <Text fz="sm" ta="center">
                        {piece.name ? localized(piece.name, lang) : null}
                      </Text>
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
            <OmittedNote count={layer.items.length - named.length} kind="pieces" testId="havenbag-unnamed" />
          </Stack>
        );
      })}
    </Stack>
  );
}
