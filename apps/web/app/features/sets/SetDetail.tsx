import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { LocalizedName } from '../../ui/LocalizedName';
import { EffectList } from '../items';
import { EntityLink, Section } from '../items';
import type { SetDetailData } from './detail-loader';
import { DebugIds } from '../../ui/DebugIds';
import { OmittedField } from '../omitted';

/** Set page: pieces (links), bonus per number of pieces worn, totals of the full set. */
export function SetDetail({ data }: { data: SetDetailData }) {
  const { t } = useTranslation();
  const { lang, set } = data;
  return (
    <Stack gap="md" data-testid="set-detail" data-id={set.id}>
      <Stack gap={4}>
        <Title order={1} data-testid="set-name">
          <LocalizedName doc={set} lang={lang} />
        </Title>
        <DebugIds
          record={{ ...set, pieceIds: data.pieces.map((piece) => piece.id) }}
          fields={['id', 'pieceIds']}
          testId="set-debug"
        />
        <Group gap="xs">
          <Badge variant="light">{t('sets.detail.level', { level: set.level })}</Badge>
          <Badge variant="outline">{t('sets.detail.pieceCount', { count: data.pieces.length })}</Badge>
        </Group>
      </Stack>
      <Section title={t('sets.detail.pieces')} testId="set-pieces">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.pieces.map((piece) => (
            <Stack key={piece.id} gap={4} data-testid="set-piece">
              <Group gap="xs" wrap="nowrap">
                <EntityLink
                  lang={lang}
                  doc={piece}
                  img={piece.img}
                  path={`/database/object/${piece.id}`}
                  testId="set-piece-link"
                />
                <Text c="dimmed" fz="xs">
                  {t('sets.detail.level', { level: piece.level })}
                </Text>
              </Group>
              <EffectList lines={piece.effects} testId="set-piece-effects" />
            </Stack>
          ))}
        </SimpleGrid>
        <OmittedField omitted={set.omitted} field="itemIds" />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('sets.detail.bonuses')} testId="set-bonuses">
          {data.bonuses.map((bonus) => (
            <Stack key={bonus.itemCount} gap={4} data-testid="set-bonus" data-count={bonus.itemCount}>
              <Text fw={600} fz="sm">
                {t('sets.detail.bonusFor', { count: bonus.itemCount })}
              </Text>
              <EffectList lines={bonus.effects} testId="set-bonus-effects" />
            </Stack>
          ))}
        </Section>
        <Section title={t('sets.detail.totals')} testId="set-totals">
          <Text c="dimmed" fz="xs">
            {t('sets.detail.totalsHint')}
          </Text>
          <EffectList lines={data.totals} testId="set-total-effects" />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
