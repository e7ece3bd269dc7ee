import '@mantine/core/styles/Progress.layer.css';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import type { GenerationProgress } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { FrMark, localized, LocalizedName, markedText } from '../../ui/LocalizedName';
import { GameImage } from '../../ui/GameImage';
import type { BreedingData } from './loader';

export function CaptureZone({ data, lang }: { data: BreedingData; lang: Language }) {
  const { t } = useTranslation();
  const zone = data.captureZone;
  // A place no source names in the page language reads in French, marked: "Bassin des Muldos (FR)".
  const place = (name: Partial<Record<string, string>> | undefined) => markedText(name, lang, t);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="capture-zone">
      <Title order={2} size="h4" mb="xs">
        {t('breeding.capture.title')}
      </Title>
      {!zone ? (
        <Text c="dimmed">{t('breeding.capture.none')}</Text>
      ) : (
        <Stack gap={4}>
          <Text fz="sm" component="div">
            {t('breeding.capture.zone', {
              subArea: place(zone.subArea),
              area: place(zone.area),
              x1: zone.xRange[0],
              x2: zone.xRange[1],
              y1: zone.yRange[0],
              y2: zone.yRange[1],
            })}
          </Text>
          {zone.nearestZaap && zone.nearestZaap.coords.length === 2 && (
            <Text fz="sm">
              {t('breeding.capture.zaap', { name: place(zone.nearestZaap.name), x: zone.nearestZaap.coords[0], y: zone.nearestZaap.coords[1] })}
            </Text>
          )}
          {zone.levels.length === 2 && <Text fz="sm">{t('breeding.capture.levels', { min: zone.levels[0], max: zone.levels[1] })}</Text>}
          <Group gap="sm">
            {data.captureMonsters.map((monster) => (
              <Group key={monster.id} gap={4} wrap="nowrap">
                <GameImage img={monster.img} alt="" size={28} />
                <Text fz="sm" component="div">
                  <LocalizedName doc={monster} lang={lang} />
                </Text>
              </Group>
            ))}
          </Group>
          {data.commonBonus && (
            <Text fz="sm" c="dimmed" component="div">
              {t('breeding.commonBonus', { bonus: localized(data.commonBonus, lang) })}{' '}
              {!data.commonBonus[lang] && <FrMark doc={{ missingTranslations: [lang] }} lang={lang} />}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}

export function ProgressPanel({ rows }: { rows: GenerationProgress[] }) {
  const { t } = useTranslation();
  const owned = rows.reduce((sum, row) => sum + row.owned, 0);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="breeding-progress">
      <Title order={2} size="h4" mb={4}>
        {t('breeding.progress.title')}
      </Title>
      <Text fz="sm" mb="xs" data-testid="breeding-progress-total">
        {t('breeding.progress.total', { owned, total })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
        {rows.map((row) => (
          <Stack key={row.generation} gap={2}>
            <Group justify="space-between" gap={4}>
              <Text fz="xs" fw={600}>
                {t('breeding.progress.generation', { generation: row.generation })}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('breeding.progress.owned', { owned: row.owned, total: row.total })}
              </Text>
            </Group>
            <Progress value={(100 * row.owned) / row.total} size="sm" aria-label={t('breeding.progress.generation', { generation: row.generation })} />
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
