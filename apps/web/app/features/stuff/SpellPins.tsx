import '@mantine/core/styles/Skeleton.layer.css';
import { Anchor, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconPin, IconPinnedFilled } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { useClassSpells, usePinnedSpells } from './spells';
import { MAX_PINNED_SPELLS } from './types';

interface SpellPinsProps {
  breedId: number;
  /** The class's spell order (`breedSpellsId`). */
  order: readonly number[];
  pinned: readonly number[];
  lang: Language;
  onToggle: (spellId: number) => void;
}

/** The class's spells, each pinned or not; pinned spells get a line in the damage preview. */
export function SpellPins({ breedId, order, pinned, lang, onToggle }: SpellPinsProps) {
  const { t } = useTranslation();
  const spells = useClassSpells(breedId, order);
  const isFull = pinned.length >= MAX_PINNED_SPELLS;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="spell-pins">
      <Title order={2} size="h4" mb={4}>
        {t('stuff.pins.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('stuff.pins.hint')}
      </Text>
      {spells.isPending ? (
        <Skeleton height={60} />
      ) : spells.isError ? (
        <Text size="sm" c="red">
          {t('errors.generic')}
        </Text>
      ) : spells.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stuff.pins.none')}
        </Text>
      ) : (
        <Group gap={6}>
          {spells.data.map((spell) => {
            const isPinned = pinned.includes(spell.id);
            const name = localized(spell.name, lang);
            return (
              <Button
                key={spell.id}
                size="compact-sm"
                variant={isPinned ? 'filled' : 'default'}
                leftSection={isPinned ? <IconPinnedFilled size={14} /> : <IconPin size={14} />}
                aria-pressed={isPinned}
                disabled={!isPinned && isFull}
                title={isPinned ? t('stuff.pins.unpin', { name }) : t('stuff.pins.pin', { name })}
                onClick={() => onToggle(spell.id)}
                data-testid={`pin-spell-${spell.id}`}
                data-pinned={isPinned}
              >
                {name}
              </Button>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}

/** A saved stuff's pinned spells, linked to their pages; nothing when none is pinned. */
export function PinnedSpellList({ pinned, lang }: { pinned: readonly number[]; lang: Language }) {
  const { t } = useTranslation();
  const spells = usePinnedSpells(pinned);
  if (pinned.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="pinned-spells">
      <Title order={2} size="h4" mb="xs">
        {t('stuff.pins.title')}
      </Title>
      {spells.isPending ? (
        <Skeleton height={24} />
      ) : (
        <Group gap="sm">
          {(spells.data ?? []).map(({ spell }) => (
            <Anchor
              key={spell.id}
              component={Link}
              to={localePath(lang, `/database/spells/${spell.id}`)}
              size="sm"
              data-testid={`pinned-spell-${spell.id}`}
            >
              {localized(spell.name, lang)}
            </Anchor>
          ))}
        </Group>
      )}
    </Paper>
  );
}
