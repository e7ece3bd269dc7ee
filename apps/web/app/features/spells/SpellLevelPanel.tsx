import '@mantine/core/styles/List.layer.css';
import { Badge, List, Stack, Text, Title } from '@mantine/core';
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
  if (effects.length === 0)
    return (
      <Text c="dimmed" data-testid={`${testId}-absent`}>
        {t('spells.effectsNotInData')}
      </Text>
    );
  return (
    <List data-testid={testId}>
      {effects.map((effect, i) => (
        <List.Item key={i} data-testid="spell-effect" data-uncertain={effect.kindUncertain ? 'true' : undefined}>
          {spellEffectText(effect, templates, lang) ?? t('spells.unknownEffect', { from: effect.from, to: effect.to })}
          {effect.kindUncertain && (
            <Badge ml="xs" size="sm" variant="outline" color="gray" title={t('spells.uncertainTitle')} data-testid="spell-effect-uncertain">
              {t('spells.uncertain')}
            </Badge>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** Facts of a level no source gives (the page names them once instead of guessing "No" or 0). */
export function missingFacts(level: SpellLevel): string[] {
  const missing: string[] = [];
  if (level.minPlayerLevel === undefined) missing.push('minPlayerLevel');
  if (level.castInLine === undefined) missing.push('inLine');
  if (level.castTestLos === undefined) missing.push('lineOfSight');
  if (level.minCastInterval === undefined) missing.push('interval');
  // No source here gives a spell's area of effect.
  missing.push('area');
  return missing;
}

/** One level (grade) of a spell: costs, range, cast limits, effects and critical effects. */
export function SpellLevelPanel({ level, templates, lang }: { level: SpellLevel; templates: EffectTemplates; lang: Language }) {
  const { t } = useTranslation();
  const range = level.minRange === level.range ? String(level.range) : t('spells.rangeValue', { min: level.minRange, max: level.range });
  const yesNo = (value: boolean) => (value ? t('spells.yes') : t('spells.no'));
  const boost =
    level.rangeCanBeBoosted === undefined ? '' : ` ${level.rangeCanBeBoosted ? t('spells.boostable') : t('spells.notBoostable')}`;
  const missing = missingFacts(level);
  return (
    <Stack gap="md" data-testid="spell-level" data-grade={level.grade}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('spells.apCost')} value={level.apCost} testId="spell-ap-cost" />
        <Fact
          label={t('spells.range')}
          value={`${range}${boost}`}
          testId="spell-range"
        />
        {level.minPlayerLevel !== undefined && <Fact label={t('spells.minPlayerLevel')} value={level.minPlayerLevel} />}
        {level.criticalHitProbability !== undefined && (
          <Fact label={t('spells.critical')} value={t('spells.percent', { value: level.criticalHitProbability })} />
        )}
        {level.maxCastPerTurn ? <Fact label={t('spells.perTurn')} value={level.maxCastPerTurn} /> : null}
        {level.maxCastPerTarget ? <Fact label={t('spells.perTarget')} value={level.maxCastPerTarget} /> : null}
        {level.minCastInterval ? <Fact label={t('spells.interval')} value={level.minCastInterval} /> : null}
        {level.castInLine !== undefined && <Fact label={t('spells.inLine')} value={yesNo(level.castInLine)} />}
        {level.castTestLos !== undefined && <Fact label={t('spells.lineOfSight')} value={yesNo(level.castTestLos)} />}
      </SimpleGrid>
      {missing.length > 0 && (
        <Text fz="sm" c="dimmed" data-testid="spell-missing-facts">
          {t('spells.notInData', { facts: missing.map((key) => t(`spells.missing.${key}`)).join(', ') })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">{t('spells.effects')}</Title>
          <EffectLines effects={level.effects} templates={templates} lang={lang} testId="spell-effects" />
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="h3">{t('spells.criticalEffects')}</Title>
          {level.criticalHitProbability === 0 ? (
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
