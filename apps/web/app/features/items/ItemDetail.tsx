import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Anchor, Badge, Code, Group, List, Stack, Title } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import type { WeaponStats } from '@grimoire/gamedata/types';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import { GameTextBlock } from '../../ui/GameText';
import { useConfigFlags } from '../settings';
import { criterionNameMaps } from '../criteria';
import { criterionLines } from '../criteria';
import type { ItemDetailData } from './detail-loader';
import { EffectList } from './EffectList';
import { RecipeSection, SetSection, UsedInSection } from './ItemRelations';
import { DropsSection, RewardsSection } from './ItemSources';
import { ItemCurationSections } from '../curated';
import { Section } from './parts';
import { HarvestSection } from './HarvestSection';
import { BuildsWearingSection } from './BuildsWearingSection';

function WeaponSection({ weapon }: { weapon: WeaponStats }) {
  const { t } = useTranslation();
  const range = weapon.minRange === weapon.maxRange ? `${weapon.maxRange}` : `${weapon.minRange}–${weapon.maxRange}`;
  return (
    <Section title={t('items.detail.weapon')} testId="item-weapon">
      <List size="sm" spacing={2}>
        <List.Item>{t('items.detail.apCost', { value: weapon.apCost })}</List.Item>
        <List.Item>{t('items.detail.range', { value: range })}</List.Item>
        <List.Item>{t('items.detail.critical', { chance: weapon.criticalHitProbability, bonus: weapon.criticalHitBonus })}</List.Item>
        {weapon.maxCastPerTurn > 0 && <List.Item>{t('items.detail.perTurn', { value: weapon.maxCastPerTurn })}</List.Item>}
      </List>
    </Section>
  );
}

function ConditionsSection({ data }: { data: ItemDetailData }) {
  const { t } = useTranslation();
  const names = useMemo(() => criterionNameMaps(data.names), [data.names]);
  const lines = criterionLines(data.criterion, t, names);
  if (lines.length === 0) return null;
  return (
    <Section title={t('items.detail.conditions')} testId="item-conditions">
      <List size="sm" spacing={2}>
        {lines.map((line, index) => (
          <List.Item key={index} data-testid="condition-line">
            {line}
          </List.Item>
        ))}
      </List>
    </Section>
  );
}

/** The item page: header, effects, conditions, weapon stats, set, recipe, uses, drops and rewards. */
export function ItemDetail({ data }: { data: ItemDetailData }) {
  const { t } = useTranslation();
  const { debug } = useConfigFlags();
  const { lang, item, type } = data;
  return (
    <Stack gap="md" data-testid="item-detail" data-id={item.id}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <GameImage img={item.img} alt={localized(item.name, lang)} size={72} />
        <Stack gap={4}>
          <Title order={1} data-testid="item-name">
            <LocalizedName doc={item} lang={lang} />
          </Title>
          <Group gap="xs">
            <Badge variant="light" data-testid="item-level">
              {t('items.detail.levelShort', { level: item.level })}
            </Badge>
            {type && (
              <Anchor component={Link} to={localePath(lang, `/database/objects/type/${type.id}`)} fz="sm" data-testid="item-type-link">
                {localized(type.name, lang)}
              </Anchor>
            )}
          </Group>
          {debug && (
            <Code data-testid="item-debug">{`id ${item.id} · type ${item.typeId} · supertype ${item.superTypeId ?? '—'} · set ${item.itemSetId ?? '—'} · criterions ${item.criterions ?? '—'}${data.curation.appearance ? ` · appearances ${data.curation.appearance.appearanceIds.join(',')} · look ${data.curation.appearance.look ?? '—'}` : ''}`}</Code>
          )}
        </Stack>
      </Group>
      {item.description && (
        <GameTextBlock fs="italic" testId="item-description" text={localized(item.description, lang)} lang={lang} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Section title={t('items.detail.effects')} testId="item-effects">
            <EffectList lines={data.effects} />
          </Section>
          <ConditionsSection data={data} />
          {item.weapon && <WeaponSection weapon={item.weapon} />}
          {data.set && <SetSection lang={lang} itemId={item.id} data={data.set} />}
        </Stack>
        <Stack gap="md">
          {data.recipe && <RecipeSection lang={lang} itemId={item.id} data={data.recipe} />}
          {data.usedIn && <UsedInSection lang={lang} itemId={item.id} data={data.usedIn} />}
          {data.harvest && <HarvestSection data={data.harvest} />}
          {data.droppers && (
            <DropsSection
              lang={lang}
              droppers={data.droppers}
              everyMonster={item.droppedByEveryMonster}
              conditions={data.dropConditions}
            />
          )}
          <ItemCurationSections lang={lang} data={data.curation} />
          <RewardsSection lang={lang} quests={data.quests ?? []} achievements={data.achievements ?? []} />
          <BuildsWearingSection lang={lang} item={item} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
