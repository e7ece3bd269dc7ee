import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { localePath } from '../../i18n/languages';
import { LocalizedName } from '../../ui/LocalizedName';
import { ProgressToggle } from '../progress';
import { useConfigFlags } from '../settings';
import type { QuestDetailData } from './detail-loader';
import { formatNumber } from './RewardItems';
import { QuestStepCard } from './QuestStepCard';
import { PlayerLevelInput } from './PlayerLevelInput';
import { readPlayerLevel, stepRewards } from './step-rewards';
import { DebugIds } from '../../ui/DebugIds';
import { criterionNameMaps } from '../criteria';
import { criterionLines } from '../criteria';

export function QuestDetail({ data }: { data: QuestDetailData }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { quest_detailed: isDetailed } = useConfigFlags();
  const { lang, quest, category } = data;
  const playerLevel = readPlayerLevel(search);
  const items = new Map(data.items.map((item) => [item.id, item]));
  const rewards = quest.steps.map((step) => stepRewards(step, playerLevel));
  const names = useMemo(() => criterionNameMaps(data.criterionNames), [data.criterionNames]);
  const startLines = criterionLines(data.startCriterion, t, names);
  const totalKamas = rewards.reduce((sum, reward) => sum + reward.kamas, 0);
  const totalXp = rewards.reduce((sum, reward) => sum + reward.xp, 0);
  return (
    <Stack gap="md" data-testid="quest-detail" data-id={quest.id}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ProgressToggle
          list="finishedQuests"
          id={quest.id}
          label={t('quests.detail.finished')}
          testId="quest-finished"
        />
        <Title order={1}>
          <LocalizedName doc={quest} lang={lang} />
        </Title>
        <DebugIds record={quest} fields={['id', 'categoryId', 'startCriterion']} testId="quest-debug" />
      </Group>
      <Group gap="xs" wrap="wrap">
        {category && (
          <Anchor
            component={Link}
            to={localePath(lang, `/database/quests/category/${category.id}`)}
            data-testid="quest-category"
          >
            <LocalizedName doc={category} lang={lang} />
          </Anchor>
        )}
        {quest.levelMin !== undefined && (
          <Badge variant="light">
            {quest.levelMax === undefined || quest.levelMax === quest.levelMin
              ? t('quests.detail.levelOne', { level: quest.levelMin })
              : t('quests.detail.levels', { min: quest.levelMin, max: quest.levelMax })}
          </Badge>
        )}
        <Badge variant="outline">{t('quests.detail.stepCount', { count: quest.steps.length })}</Badge>
        {quest.isDungeonQuest && <Badge color="grape">{t('quests.detail.dungeon')}</Badge>}
        {quest.isPartyQuest && <Badge color="orange" variant="light">{t('quests.detail.party')}</Badge>}
        {(quest.repeatType ?? 0) > 0 && <Badge color="teal">{t('quests.detail.repeatable')}</Badge>}
      </Group>
      {startLines.length > 0 && (
        <Text fz="sm" data-testid="quest-start-criterion">
          {t('quests.detail.startCriterion', { criterion: startLines.join(' · ') })}
        </Text>
      )}
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" justify="space-between" wrap="wrap" gap="md">
          <PlayerLevelInput />
          <Stack gap={0} data-testid="quest-total">
            <Text c="dimmed" fz="xs">
              {t('quests.detail.total')}
            </Text>
            {rewards.every((reward) => !reward.hasRatios) ? (
              <Text fw={700} data-testid="total-none">
                {t('quests.detail.noTotal')}
              </Text>
            ) : (
              <Text fw={700}>
                <span data-testid="total-kamas" data-value={totalKamas}>
                  {formatNumber(totalKamas, lang)}
                </span>{' '}
                {t('quests.detail.kamas')} ·{' '}
                <span data-testid="total-xp" data-value={totalXp}>
                  {formatNumber(totalXp, lang)}
                </span>{' '}
                {t('quests.detail.xp')}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <Title order={2} fz="h3">
        {t('quests.detail.steps')}
      </Title>
      {quest.steps.map((step, index) => (
        <QuestStepCard
          key={step.id}
          step={step}
          index={index}
          lang={lang}
          reward={rewards[index]}
          items={items}
          isDetailed={isDetailed}
        />
      ))}
    </Stack>
  );
}
