import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Anchor, Badge, Breadcrumbs, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import type { AchievementReward } from '@grimoire/gamedata/types';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { PlayerLevelInput } from '../quests';
import { readPlayerLevel } from '../quests';
import { achievementRewardsAt } from './achievement-rewards';
import { localePath, type Language } from '../../i18n/languages';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import { GameTextBlock } from '../../ui/GameText';
import { ProgressToggle } from '../progress';
import type { RewardItem } from '../quests';
import { formatNumber, RewardItems } from '../quests';
import type { AchievementDetailData } from './detail-loader';
import { DebugIds } from '../../ui/DebugIds';
import { criterionNameMaps } from '../criteria';
import { criterionLines } from '../criteria';

/** One labelled figure of a reward (a dimmed caption over the value). */
function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text c="dimmed" fz="xs">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

function RewardCard({
  reward,
  kamas,
  xp,
  items,
  lang,
}: {
  reward: AchievementReward;
  kamas: number;
  xp: number;
  items: Map<number, RewardItem>;
  lang: Language;
}) {
  const { t } = useTranslation();
  const extras = [
    ['titles', reward.titlesReward],
    ['emotes', reward.emotesReward],
    ['ornaments', reward.ornamentsReward],
    ['spells', reward.spellsReward],
  ] as const;
  return (
    <Paper withBorder p="md" radius="md" data-testid="achievement-reward">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Figure label={t('achievements.detail.kamas')} testId="reward-kamas">
            <span data-value={kamas}>{reward.kamasRatio > 0 ? formatNumber(kamas, lang) : t('achievements.detail.none')}</span>
          </Figure>
          <Figure label={t('achievements.detail.xp')} testId="reward-xp">
            <span data-value={xp}>{reward.experienceRatio > 0 ? formatNumber(xp, lang) : t('achievements.detail.none')}</span>
          </Figure>
        </SimpleGrid>
        {reward.kamasScaleWithPlayerLevel && (
          <Text fz="xs" c="dimmed">
            {t('achievements.detail.scalesWithLevel')}
          </Text>
        )}
        <RewardItems rewards={reward.itemsReward} items={items} lang={lang} omitted={reward.omitted?.itemsReward} />
        <Group gap="xs">
          {extras.map(([key, ids]) =>
            ids && ids.length > 0 ? (
              <Badge key={key} variant="light">
                {t(`achievements.detail.${key}`, { count: ids.length })}
              </Badge>
            ) : null,
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function AchievementDetail({ data }: { data: AchievementDetailData }) {
  const { t } = useTranslation();
  const { lang, achievement, categoryPath } = data;
  const items = new Map(data.items.map((item) => [item.id, item]));
  const objectives = [...achievement.objectives].sort((a, b) => a.order - b.order);
  const names = useMemo(() => criterionNameMaps(data.criterionNames), [data.criterionNames]);
  const [search] = useSearchParams();
  const playerLevel = readPlayerLevel(search) ?? Math.max(1, achievement.level);
  const rewards = achievementRewardsAt(achievement.level, achievement.rewards, playerLevel);
  // The objective's own name says what to do; a server-side code this site cannot word adds nothing to it.
  const objectiveLines = (id: number) =>
    criterionLines(data.objectiveCriteria[id] ?? null, t, names).filter((line) => line !== t('criteria.other'));
  return (
    <Stack gap="md" data-testid="achievement-detail" data-id={achievement.id}>
      {categoryPath.length > 0 && (
        <Breadcrumbs data-testid="achievement-category-path">
          {categoryPath.map((category) => (
            <Anchor
              key={category.id}
              component={Link}
              to={localePath(lang, `/database/achievements/category/${category.id}`)}
              fz="sm"
            >
              <LocalizedName doc={category} lang={lang} />
            </Anchor>
          ))}
        </Breadcrumbs>
      )}
      <Group gap="sm" wrap="nowrap">
        <ProgressToggle
          list="finishedAchievements"
          id={achievement.id}
          label={t('achievements.detail.finished')}
          testId="achievement-finished"
        />
        <Title order={1}>
          <LocalizedName doc={achievement} lang={lang} />
        </Title>
        <DebugIds
          record={achievement}
          fields={['id', 'categoryId', 'iconId', 'level', 'points']}
          testId="achievement-debug"
        />
      </Group>
      <Group gap="xs">
        <Badge variant="light" data-testid="achievement-level">
          {t('achievements.detail.level', { level: achievement.level })}
        </Badge>
        <Badge variant="filled" data-testid="achievement-points">
          {t('achievements.detail.points', { count: achievement.points })}
        </Badge>
        {achievement.accountLinked && (
          <Badge variant="outline">{t('achievements.detail.accountLinked')}</Badge>
        )}
      </Group>
      {achievement.description && (
        <GameTextBlock testId="achievement-description" text={localized(achievement.description, lang)} lang={lang} />
      )}
      <Title order={2} fz="h3">
        {t('achievements.detail.objectives')}
      </Title>
      {objectives.length === 0 ? (
        <Text c="dimmed">{t('achievements.detail.noObjectives')}</Text>
      ) : (
        <List spacing={4} data-testid="achievement-objectives">
          {objectives.map((objective) => (
            <List.Item key={objective.id}>
              {localized(objective.name, lang)}
              {objectiveLines(objective.id).length > 0 && (
                <Text span c="dimmed" fz="xs" ml="xs" data-testid="objective-criterion">
                  {t('achievements.detail.criterion', {
                    criterion: objectiveLines(objective.id).join(' · '),
                  })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      <Title order={2} fz="h3">
        {t('achievements.detail.rewards')}
      </Title>
      {rewards.length === 0 ? (
        <Text c="dimmed">{t('achievements.detail.noRewards')}</Text>
      ) : (
        <>
          <PlayerLevelInput hint={t('achievements.detail.playerLevelHint', { level: achievement.level })} />
          <Text c="dimmed" fz="xs" data-testid="achievement-reward-level">
            {t('achievements.detail.computedFor', { level: playerLevel })}
          </Text>
          {rewards.map(({ reward, kamas, xp }) => (
            <RewardCard key={reward.id} reward={reward} kamas={kamas} xp={xp} items={items} lang={lang} />
          ))}
        </>
      )}
    </Stack>
  );
}
