import { Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import { GameTextBlock } from '../../ui/GameText';
import { ListControls } from '../../ui/list/ListControls';
import { ListPagination } from '../../ui/list/ListPagination';
import { ListBody } from '../../ui/list/ListStates';
import { NameSearch } from '../dungeons';
import { CHALLENGE_LIST_DEFAULTS, CHALLENGE_SORT_KEYS, type ChallengeListData } from './loader';

export function ChallengeListPage({ data }: { data: ChallengeListData }) {
  const { t } = useTranslation();
  const { lang } = data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('challenges.heading')}</Title>
        <Text c="dimmed">{t('challenges.intro')}</Text>
      </Stack>
      <NameSearch label={t('challenges.search')} placeholder={t('challenges.searchPlaceholder')} />
      <ListControls total={data.total} sortKeys={CHALLENGE_SORT_KEYS} defaults={CHALLENGE_LIST_DEFAULTS} />
      <ListBody count={data.rows.length} emptyHint={t('challenges.empty', { name: data.name })}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="challenge-list">
          {data.rows.map((challenge) => (
            <Paper key={challenge.id} withBorder p="md" radius="md" data-testid="challenge-row" data-id={challenge.id}>
              <Title order={2} fz="md" data-testid="challenge-name">
                <LocalizedName doc={challenge} lang={lang} />
              </Title>
              {challenge.description ? (
                <GameTextBlock fz="sm" c="dimmed" mt={4} text={localized(challenge.description, lang)} lang={lang} />
              ) : (
                // Challenges the 2019 list names (and one 2.x record whose text id resolves nowhere): what they ask is in no source here.
                <Text fz="sm" c="dimmed" fs="italic" mt={4} data-testid="challenge-no-description">
                  {t('challenges.noDescription')}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      </ListBody>
      <ListPagination total={data.total} />
    </Stack>
  );
}
