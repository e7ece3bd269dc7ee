import { ActionIcon, Anchor, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { IconHammer, IconPlus, IconX } from '@tabler/icons-react';
import type { Item } from '@grimoire/gamedata/types';
import type { SlotKey, Stuff } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { GameImage } from '../../ui/GameImage';
import { localized } from '../../ui/LocalizedName';

/** Display order of the slots: armour, rings, weapon and pet, then the six dofus. */
export const SLOT_ORDER: readonly SlotKey[] = [
  'helmet',
  'amulet',
  'ring1',
  'ring2',
  'shield',
  'cape',
  'boots',
  'belt',
  'weapon',
  'pet',
  'dofus1',
  'dofus2',
  'dofus3',
  'dofus4',
  'dofus5',
  'dofus6',
];

interface SlotGridProps {
  stuff: Stuff;
  items: ReadonlyMap<number, Item>;
  lang: Language;
  /** Absent in read-only views. */
  onPick?: (slot: SlotKey) => void;
  onRemove?: (slot: SlotKey) => void;
  onForge?: (itemId: number) => void;
}

function SlotCard({ slot, item, itemId, lang, onPick, onRemove, onForge }: Omit<SlotGridProps, 'stuff' | 'items'> & {
  slot: SlotKey;
  item: Item | undefined;
  itemId: number | null;
}) {
  const { t } = useTranslation();
  const label = t(`stuff.slots.${slot}`);
  const name = item ? localized(item.name, lang) : itemId !== null ? t('stuff.slot.loading') : t('stuff.slot.empty');
  const body = (
    <Group gap="xs" wrap="nowrap" align="center">
      <GameImage img={item?.img} alt="" size={40} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {/* A long word ("Cryochrome") breaks rather than being cut at a phone's width; the whole name is the title. */}
        <Text size="sm" fw={item ? 600 : 400} lineClamp={3} style={{ overflowWrap: 'anywhere' }} title={item ? name : undefined} data-testid={`slot-${slot}-name`}>
          {item && !onPick ? (
            <Anchor component={Link} to={localePath(lang, `/database/object/${item.id}`)}>
              {name}
            </Anchor>
          ) : (
            name
          )}
        </Text>
        {item && (
          <Text size="xs" c="dimmed">
            {t('stuff.slot.level', { level: item.level })}
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Paper withBorder p="xs" radius="md" data-testid={`slot-${slot}`} data-item-id={itemId ?? ''}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        {onPick ? (
          <UnstyledButton
            onClick={() => onPick(slot)}
            aria-label={t('stuff.slot.choose', { slot: label })}
            style={{ flex: 1, minWidth: 0 }}
          >
            {body}
          </UnstyledButton>
        ) : (
          body
        )}
        {onPick && (
          <Stack gap={4}>
            {itemId === null ? (
              <ActionIcon variant="subtle" onClick={() => onPick(slot)} aria-label={t('stuff.slot.choose', { slot: label })}>
                <IconPlus size={16} />
              </ActionIcon>
            ) : (
              <>
                <LazyTooltip label={t('stuff.slot.remove', { slot: label })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onRemove?.(slot)}
                    aria-label={t('stuff.slot.remove', { slot: label })}
                    data-testid={`slot-${slot}-remove`}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </LazyTooltip>
                {onForge && (
                  <LazyTooltip label={t('stuff.forge.open')}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onForge(itemId)}
                      aria-label={t('stuff.forge.open')}
                      data-testid={`slot-${slot}-forge`}
                    >
                      <IconHammer size={16} />
                    </ActionIcon>
                  </LazyTooltip>
                )}
              </>
            )}
          </Stack>
        )}
      </Group>
    </Paper>
  );
}

/** The sixteen slots; each opens the item picker (editor) or links to the item (view). */
export function SlotGrid({ stuff, items, ...rest }: SlotGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="slot-grid">
      {SLOT_ORDER.map((slot) => {
        const itemId = stuff.items[slot];
        return (
          <SlotCard key={slot} slot={slot} itemId={itemId} item={itemId === null ? undefined : items.get(itemId)} {...rest} />
        );
      })}
    </SimpleGrid>
  );
}
