import '@mantine/core/styles/Tabs.layer.css';
import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { FrMark, localized, LocalizedName } from '../../ui/LocalizedName';
import { GameTextBlock } from '../../ui/GameText';
import type { SpellDetailData } from './detail-loader';
import { elementKey } from './elements';
import { SpellLevelPanel } from './SpellLevelPanel';
import { DebugIds } from '../../ui/DebugIds';

export function SpellDetail({ data }: { data: SpellDetailData }) {
  const { t } = useTranslation();
  const { lang, spell, levels, breed, variant } = data;
  const templates = useMemo(
    () => new Map(data.templates.map((template) => [template.id, template])),
    [data.templates],
  );
  const element = elementKey(spell.elementId);
  return (
    <Stack gap="lg" data-testid="spell-detail" data-id={spell.id}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <GameImage img={spell.img} alt={localized(spell.name, lang)} size={64} />
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} data-testid="spell-name">
              {localized(spell.name, lang)}
            </Title>
            <DebugIds
              record={spell}
              fields={['id', 'breedId', 'variantId', 'typeId', 'elementId']}
              testId="spell-debug"
            />
            <FrMark doc={spell} lang={lang} />
            {element && (
              <Badge variant="light" data-testid="spell-element">
                {t(`spells.elements.${element}`)}
              </Badge>
            )}
          </Group>
          {breed && (
            <Text>
              {t('spells.classSpell')}{' '}
              <Anchor
                component={Link}
                to={localePath(lang, `/database/breeds/${breed.id}`)}
                data-testid="spell-breed"
              >
                <LocalizedName doc={breed} lang={lang} />
              </Anchor>
            </Text>
          )}
          {variant && (
            <Text>
              {t('spells.variant')}{' '}
              <Anchor
                component={Link}
                to={localePath(lang, `/database/spells/${variant.id}`)}
                data-testid="spell-variant"
              >
                <LocalizedName doc={variant} lang={lang} />
              </Anchor>
            </Text>
          )}
        </Stack>
      </Group>
      {spell.description && <GameTextBlock testId="spell-description" text={localized(spell.description, lang)} lang={lang} linkable={data.linkable} />}
      {levels.length === 0 ? (
        <Text c="dimmed">{t('spells.noLevel')}</Text>
      ) : (
        <Tabs defaultValue={String(levels[0].grade)} keepMounted={false}>
          <Tabs.List aria-label={t('spells.levels')}>
            {levels.map((level) => (
              <Tabs.Tab key={level.id} value={String(level.grade)} data-testid="spell-level-tab">
                {level.minPlayerLevel !== undefined
                  ? t('spells.gradeWithLevel', { grade: level.grade, level: level.minPlayerLevel })
                  : t('spells.grade', { grade: level.grade })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {levels.map((level) => (
            <Tabs.Panel key={level.id} value={String(level.grade)} pt="md">
              <SpellLevelPanel level={level} templates={templates} lang={lang} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
