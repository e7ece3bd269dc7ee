import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Group, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { SimpleGrid } from '../../ui/grid/SimpleGrid';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazySelect } from '../../ui/select/LazySelect';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousDataOf, useQuery } from '../../api/queries/queries';
import type { Item } from '@grimoire/gamedata/types';
import { ITEM_TYPE_SLOTS, MAX_LEVEL } from '@grimoire/rules';
import type { SlotKey, SlotKind } from '@grimoire/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { characteristicCondition } from '../items';
import type { CharacteristicName } from './loaders';
import { PickerItemRow, usePickerEffectDefs } from './PickerItemRow';
import { LazyModal } from '../../ui/modal/LazyModal';

export function slotKind(slot: SlotKey): SlotKind {
  if (slot.startsWith('ring')) return 'ring';
  if (slot.startsWith('dofus')) return 'dofus';
  return slot as SlotKind;
}

/** Item type ids that fit a slot (spec §3 table). */
export function typesOfSlot(slot: SlotKey): number[] {
  const kind = slotKind(slot);
  return Object.entries(ITEM_TYPE_SLOTS)
    .filter(([, value]) => value === kind)
    .map(([typeId]) => Number(typeId));
}

const RESULTS = 30;

interface PickerProps {
  slot: SlotKey | null;
  lang: Language;
  characteristics: readonly CharacteristicName[];
  onClose: () => void;
  onPick: (item: Item, slot: SlotKey) => void;
}

/** Search by name, type, level and one characteristic among the items that fit the slot. */
export function ItemPicker({ slot, lang, characteristics, onClose, onPick }: PickerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [name, setName] = useState('');
  const [typeId, setTypeId] = useState<string | null>(null);
  const [levels, setLevels] = useState<[number, number]>([1, MAX_LEVEL]);
  const [characteristic, setCharacteristic] = useState<string | null>(null);
  const [minimum, setMinimum] = useState<number>(1);
  const [debouncedName] = useDebouncedValue(name.trim(), 250);
  const isMobile = useMediaQuery('(max-width: 36em)');
  const slotTypes = slot ? typesOfSlot(slot) : [];

  const types = useQuery({
    queryKey: ['stuff-picker-types', slotTypes.join(',')],
    queryFn: () => api.find('item-types', { id: { $in: slotTypes }, $select: ['id', 'name'], $limit: 50 }),
    enabled: slot !== null,
    staleTime: Infinity,
  });
  const query = {
    typeId: { $in: typeId ? [Number(typeId)] : slotTypes },
    level: { $gte: Math.min(...levels), $lte: Math.max(...levels) },
    ...(debouncedName ? { name: { $search: debouncedName } } : {}),
    ...(characteristic ? characteristicCondition({ characteristic: Number(characteristic), operator: 'gte', value: minimum }) : {}),
    $sort: { level: -1, id: 1 },
    $limit: RESULTS,
  };
  // A refined search keeps the slot's last results on screen; another slot never shows them.
  const slotScope = slotTypes.join(',');
  const results = useQuery({
    queryKey: ['stuff-picker', slotScope, JSON.stringify(query)],
    queryFn: () => api.find('items', query),
    enabled: slot !== null,
    placeholderData: keepPreviousDataOf(slotScope),
  });

  const effectDefs = usePickerEffectDefs(results.data?.data);
  const typeOptions = (types.data?.data ?? []).map((type) => ({ value: String(type.id), label: localized(type.name, lang) }));
  const characteristicOptions = characteristics.map((c) => ({ value: String(c.id), label: localized(c.name, lang) }));
  return (
    <LazyModal
      opened={slot !== null}
      onClose={onClose}
      title={slot ? t('stuff.picker.title', { slot: t(`stuff.slots.${slot}`) }) : ''}
      size="lg"
      fullScreen={!!isMobile}
      data-testid="item-picker"
    >
      <Stack gap="sm">
        <TextInput
          label={t('stuff.picker.name')}
          placeholder={t('stuff.picker.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
          data-testid="picker-name"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <LazySelect label={t('stuff.picker.type')} placeholder={t('stuff.picker.allTypes')} data={typeOptions} value={typeId} onChange={setTypeId} clearable />
          <Group gap="xs" grow>
            <LazyNumberInput label={t('stuff.picker.levelMin')} min={1} max={MAX_LEVEL} value={levels[0]} onChange={(v) => setLevels([Number(v) || 1, levels[1]])} />
            <LazyNumberInput label={t('stuff.picker.levelMax')} min={1} max={MAX_LEVEL} value={levels[1]} onChange={(v) => setLevels([levels[0], Number(v) || MAX_LEVEL])} />
          </Group>
          <LazySelect
            label={t('stuff.picker.characteristic')}
            placeholder={t('stuff.picker.anyCharacteristic')}
            data={characteristicOptions}
            value={characteristic}
            onChange={setCharacteristic}
            searchable
            clearable
          />
          <LazyNumberInput label={t('stuff.picker.minimum')} value={minimum} onChange={(v) => setMinimum(Number(v) || 0)} disabled={!characteristic} />
        </SimpleGrid>
        {results.isError && <Alert color="red">{t('errors.generic')}</Alert>}
        {/* A native scroll box: Mantine's ScrollArea would bring its ~5 KiB into the stuff pages' first load. */}
        <div style={{ maxHeight: '50vh', overflowY: 'auto' }}>
          {results.isPending ? (
            <Stack gap="xs">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Stack>
          ) : results.data && results.data.data.length === 0 ? (
            <Text c="dimmed" data-testid="picker-empty">
              {t('stuff.picker.empty')}
            </Text>
          ) : (
            <Stack gap={4} data-testid="picker-results">
              {results.data?.data.map((item) => (
                <UnstyledButton
                  key={item.id}
                  onClick={() => slot && onPick(item, slot)}
                  data-testid={`pick-item-${item.id}`}
                  p={4}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <PickerItemRow item={item} lang={lang} defs={effectDefs.data} />
                </UnstyledButton>
              ))}
              {results.data && results.data.total > RESULTS && (
                <Text size="xs" c="dimmed">
                  {t('stuff.picker.more', { count: results.data.total - RESULTS })}
                </Text>
              )}
            </Stack>
          )}
        </div>
      </Stack>
    </LazyModal>
  );
}
