import '@mantine/core/styles/List.layer.css';
import { List, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import type { SpellEffect, SpellLevel } from '@grimoire/gamedata/types';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { spellEffectText, type EffectTemplates } from './effect-text';

function Fact({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function EffectLines({ effects, templates, lang, testId }: { effects: SpellEffect[]; templates: EffectTemplates; lang: Language; testId: string }) {
  const { t } = useTranslation();
  if (effects.length === 0) return <Text c="dimmed">{t('spells.noEffect')}</Text>;
  return (
    <List data-testid={testId}>
      {effects.map((effect, i) => (
        <List.Item key={i} data-testid="spell-effect">
          {spellEffectText(effect, templates, lang) ?? t('spells.unknownEffect', { id: effect.effectId, from: effect.from, to: effect.to })}
        </List.Item>
      ))}
    </List>
  );
}

/** One level (grade) of a spell: costs, range, cast limits, effects and critical effects. */
export function SpellLevelPanel({ level, templates, lang }: { level: SpellLevel; templates: EffectTemplates; lang: Language }) {
  const { t } = useTranslation();
  const range = level.minRange === level.range ? String(level.range) : t('spells.rangeValue', { min: level.minRange, max: level.range });
  const yesNo = (value: boolean | undefined) => (value ? t('spells.yes') : t('spells.no'));
  return (
    <Stack gap="md" data-testid="spell-level" data-grade={level.grade}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('spells.apCost')} value={level.apCost} testId="spell-ap-cost" />
        <Fact
          label={t('spells.range')}
          value={`${range} ${level.rangeCanBeBoosted ? t('spells.boostable') : t('spells.notBoostable')}`}
          testId="spell-range"
        />
        {level.minPlayerLevel !== undefined && <Fact label={t('spells.minPlayerLevel')} value={level.minPlayerLevel} />}
        {level.criticalHitProbability !== undefined && (
          <Fact label={t('spells.critical')} value={t('spells.percent', { value: level.criticalHitProbability })} />
        )}
        {level.maxCastPerTurn ? <Fact label={t('spells.perTurn')} value={level.maxCastPerTurn} /> : null}
        {level.maxCastPerTarget ? <Fact label={t('spells.perTarget')} value={level.maxCastPerTarget} /> : null}
        {level.minCastInterval ? <Fact label={t('spells.interval')} value={level.minCastInterval} /> : null}
        <Fact label={t('spells.inLine')} value={yesNo(level.castInLine)} />
        <Fact label={t('spells.lineOfSight')} value={yesNo(level.castTestLos)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">{t('spells.effects')}</Title>
          <EffectLines effects={level.effects} templates={templates} lang={lang} testId="spell-effects" />
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="h3">{t('spells.criticalEffects')}</Title>
          {level.criticalHitProbability === 0 && level.criticalEffects.length === 0 ? (
            <Text c="dimmed" data-testid="spell-no-critical">
              {t('spells.noCritical')}
            </Text>
          ) : (
            <EffectLines effects={level.criticalEffects} templates={templates} lang={lang} testId="spell-critical-effects" />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
