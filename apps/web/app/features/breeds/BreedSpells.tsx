import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized, LocalizedName } from '../../ui/LocalizedName';
import { GameTextBlock } from '../../ui/GameText';
import { elementKey } from '../spells';
import type { BreedSpell } from './detail-loader';
import { pairSpells } from './spell-pairs';

function SpellCard({ spell, lang }: { spell: BreedSpell; lang: Language }) {
  const { t } = useTranslation();
  const element = elementKey(spell.elementId);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="breed-spell" data-id={spell.id}>
      <GameImage img={spell.img} alt="" size={40} />
      <Stack gap={2}>
        <Group gap="xs">
          <Anchor component={Link} to={localePath(lang, `/database/spells/${spell.id}`)} fw={600}>
            <LocalizedName doc={spell} lang={lang} />
          </Anchor>
          {element && (
            <Badge size="xs" variant="light">
              {t(`spells.elements.${element}`)}
            </Badge>
          )}
        </Group>
        {spell.description && (
          <GameTextBlock fz="sm" c="dimmed" text={localized(spell.description, lang)} lang={lang} />
        )}
      </Stack>
    </Group>
  );
}

/** Class spells, each next to its variant. */
export function BreedSpells({ lang, order, spells }: { lang: Language; order: number[]; spells: BreedSpell[] }) {
  const { t } = useTranslation();
  const pairs = pairSpells(order, spells);
  if (pairs.length === 0) return <Text c="dimmed">{t('breeds.noSpells')}</Text>;
  return (
    <Stack gap="sm">
      {pairs.map(([spell, variant]) => (
        <Paper key={spell.id} withBorder p="sm" radius="md" data-testid="breed-spell-pair">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SpellCard spell={spell} lang={lang} />
            {variant && <SpellCard spell={variant} lang={lang} />}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
