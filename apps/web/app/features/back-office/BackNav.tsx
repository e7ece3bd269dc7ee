import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

export interface BackCounts {
  bugReports: number | null;
  /** Records of player content reported and not handled yet. */
  reports: number | null;
  /** Treasure hints waiting for a moderator. */
  hints: number | null;
  /** Portal reports and group listings players flagged. */
  boardFlags: number | null;
  missing: number | null;
  spots: number | null;
  shops: number | null;
  /** Clues staff put on maps or took off (`back/poi/from-map`). */
  clueEdits: number | null;
  poiTagged: number | null;
  poiTotal: number | null;
  appearances: number | null;
}

/** The back office's tools with their queue or progress counts. */
export function BackNav({ lang, counts }: { lang: Language; counts: BackCounts }) {
  const { t } = useTranslation();
  const cards = [
    { path: '/back/reports', key: 'reports', count: counts.reports, urgent: true },
    { path: '/back/hints', key: 'hints', count: counts.hints, urgent: true },
    { path: '/back/boards', key: 'boards', count: counts.boardFlags, urgent: true },
    { path: '/back/interactive/tag/missing', key: 'missing', count: counts.missing, urgent: true },
    { path: '/back/interactive/tag/from-map', key: 'fromMap', count: counts.spots },
    { path: '/back/npc/shop', key: 'shops', count: counts.shops },
    { path: '/back/poi/from-map', key: 'clues', count: counts.clueEdits },
    { path: '/back/poi/tag', key: 'poiTag', count: counts.poiTagged, of: counts.poiTotal },
    { path: '/back/appearances', key: 'appearances', count: counts.appearances },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="back-nav">
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={localePath(lang, '/back/bug-reports')} fw={600} data-testid="back-link-bug-reports">
            {t('back-office.nav.bugReports')}
          </Anchor>
          <Badge color={counts.bugReports ? 'red' : 'gray'} data-testid="back-count-bug-reports">
            {counts.bugReports ?? '—'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('back-office.nav.bugReportsHint')}
        </Text>
      </Paper>
      {cards.map((card) => (
        <Paper withBorder p="sm" key={card.key}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={localePath(lang, card.path)} fw={600}>
                {t(`back-office.nav.${card.key}`)}
              </Anchor>
              <Badge
                color={card.urgent && card.count ? 'orange' : 'gray'}
                data-testid={`back-count-${card.key}`}
              >
                {card.count === null ? '—' : card.of ? `${card.count} / ${card.of}` : card.count}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`back-office.nav.${card.key}Hint`)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
