import '@mantine/core/styles/List.layer.css';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import type { QuestStep } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { GameTextBlock } from '../../ui/GameText';
import type { RewardItem } from './detail-loader';
import { formatNumber, RewardItems } from './RewardItems';
import type { StepRewardSummary } from './step-rewards';

interface StepCardProps {
  step: QuestStep;
  index: number;
  lang: Language;
  reward: StepRewardSummary;
  items: Map<number, RewardItem>;
  isDetailed: boolean;
}

/** One quest step: objectives, then the rewards for the chosen player level. */
export function QuestStepCard({ step, index, lang, reward, items, isDetailed }: StepCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" data-testid="quest-step" data-step-id={step.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="h4">
            {t('quests.detail.step', { number: index + 1 })}
            {step.name ? ` — ${localized(step.name, lang)}` : ''}
          </Title>
          <Badge variant="light">{t('quests.detail.stepLevel', { level: step.optimalLevel })}</Badge>
        </Group>
        {step.description && (
          <GameTextBlock fz="sm" testId="step-description" text={localized(step.description, lang)} lang={lang} />
        )}
        {step.objectives.length > 0 && step.objectives.every((objective) => !objective.text) && (
          <Text fz="sm" c="dimmed" data-testid="step-objectives-unknown">
            {t('quests.detail.objectivesUnknown', { count: step.objectives.length })}
          </Text>
        )}
        {step.objectives.some((objective) => objective.text) && (
          <Stack gap={4}>
            <Text fw={600} fz="sm">
              {t('quests.detail.objectives')}
            </Text>
            <List fz="sm" spacing={2}>
              {step.objectives.filter((objective) => objective.text).map((objective) => (
                <List.Item key={objective.id} data-testid="step-objective">
                  {localized(objective.text, lang)}
                  {isDetailed && (
                    <Text span c="dimmed" fz="xs" ml="xs" data-testid="objective-detail">
                      {objective.mapId !== undefined
                        ? t('quests.detail.objectiveMap', { mapId: objective.mapId })
                        : t('quests.detail.objectiveType', { typeId: objective.typeId ?? 0 })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {t('quests.detail.rewards')}
            </Text>
            <Text c="dimmed" fz="xs">
              {t('quests.detail.computedFor', { level: reward.playerLevel })}
            </Text>
          </Group>
          {!reward.hasRatios && (
            <Text fz="sm" c="dimmed" data-testid="step-no-ratios">
              {t('quests.detail.noRatios')}
            </Text>
          )}
          {reward.hasRatios && <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <Stack gap={0}>
              <Text c="dimmed" fz="xs">{t('quests.detail.kamas')}</Text>
              <Text fw={600} data-testid="step-kamas" data-value={reward.kamas}>
                {formatNumber(reward.kamas, lang)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text c="dimmed" fz="xs">{t('quests.detail.xp')}</Text>
              <Text fw={600} data-testid="step-xp" data-value={reward.xp}>
                {formatNumber(reward.xp, lang)}
              </Text>
            </Stack>
          </SimpleGrid>}
          <RewardItems rewards={reward.items} items={items} lang={lang} omitted={reward.omittedItems} />
        </Stack>
      </Stack>
    </Paper>
  );
}
