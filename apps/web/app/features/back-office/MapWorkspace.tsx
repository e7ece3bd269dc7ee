import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MapPosition } from '@grimoire/gamedata/types';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { MapLink } from '../map';
import { BackMessage, type BackOutcome } from './BackMessage';
import { MapPicker } from './MapPicker';

/** A back-office tool that works on one map: title, map picker, the picked map's summary and the tool's body. */
export function MapWorkspace({
  title,
  intro,
  data,
  testId,
  message,
  children,
}: {
  title: string;
  intro: string;
  data: {
    lang: Language;
    query: Record<string, string | undefined>;
    map: MapPosition | null;
    subAreaName: string;
  };
  /** Prefix of the test ids (`<prefix>-map`, `<prefix>-no-map`). */
  testId: string;
  message: BackOutcome | null;
  children: (map: MapPosition) => ReactNode;
}) {
  const { t } = useTranslation();
  const { map } = data;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{intro}</Text>
      <MapPicker initial={data.query} />
      {!map ? (
        <Text c="dimmed" data-testid={`${testId}-no-map`}>
          {Object.keys(data.query).length ? t('back-office.map.notFound') : t('back-office.map.pick')}
        </Text>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700} data-testid={`${testId}-map`}>
                {t('back-office.map.summary', { x: map.posX, y: map.posY, id: map.id })}{' '}
                {data.subAreaName && `· ${data.subAreaName}`}
              </Text>
              <MapLink lang={data.lang} mapId={map.id} />
            </Group>
            {children(map)}
          </Stack>
        </Paper>
      )}
      <BackMessage message={message} />
    </Stack>
  );
}
