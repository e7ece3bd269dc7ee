import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import type { Item } from '@grimoire/gamedata/types';
import { EXO_DEFAULT_VALUE, parseInteger } from '@grimoire/rules';
import type { ItemForgemagie } from '@grimoire/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { ExoRows } from './ExoEditor';
import type { CharacteristicName } from './loaders';
import { LazyModal } from '../../ui/modal/LazyModal';

interface ForgemagieModalProps {
  item: Item;
  current: ItemForgemagie | undefined;
  characteristics: readonly CharacteristicName[];
  characteristicName: (id: number) => string;
  lang: Language;
  onClose: () => void;
  onSave: (forgemagie: ItemForgemagie | null) => void;
}

/** A rolled value stays within the item's range for that line. */
export function clampRoll(value: unknown, from: number, to: number): number {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const parsed = parseInteger(value);
  return Number.isNaN(parsed) ? high : Math.min(high, Math.max(low, parsed));
}

/** Per-item forgemagie: the rolled value of each characteristic line and the item's exo lines. */
export function ForgemagieModal({ item, current, characteristics, characteristicName, lang, onClose, onSave }: ForgemagieModalProps) {
  const { t } = useTranslation();
  const lines = item.effects.filter((effect) => effect.characteristic > 0);
  const [rolls, setRolls] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((effect) => [effect.characteristic, String(current?.stats[effect.characteristic] ?? effect.to)])),
  );
  const [exos, setExos] = useState(() => (current?.exos ?? []).map((exo) => ({ stat: exo.charac as number | null, value: exo.value })));

  const save = () => {
    const stats: Record<number, number> = {};
    for (const effect of lines) stats[effect.characteristic] = clampRoll(rolls[effect.characteristic], effect.from, effect.to);
    const kept = exos.filter((exo): exo is { stat: number; value: number } => exo.stat !== null);
    onSave({ stats, exos: kept.map((exo) => ({ charac: exo.stat, value: exo.value })) });
  };

  return (
    <LazyModal opened onClose={onClose} title={t('stuff.forge.title', { name: localized(item.name, lang) })} size="lg" data-testid="forge-modal">
      <Stack gap="sm">
        {lines.length === 0 ? (
          <Text c="dimmed">{t('stuff.forge.noLines')}</Text>
        ) : (
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {lines.map((effect) => (
                <Table.Tr key={effect.characteristic}>
                  <Table.Td>{characteristicName(effect.characteristic)}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {t('stuff.forge.range', { from: Math.min(effect.from, effect.to), to: Math.max(effect.from, effect.to) })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={characteristicName(effect.characteristic)}
                      value={rolls[effect.characteristic] ?? ''}
                      inputMode="numeric"
                      w={80}
                      onChange={(event) => setRolls({ ...rolls, [effect.characteristic]: event.currentTarget.value })}
                      onBlur={() =>
                        setRolls({ ...rolls, [effect.characteristic]: String(clampRoll(rolls[effect.characteristic], effect.from, effect.to)) })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Title order={3} size="h5">
          {t('stuff.forge.exos')}
        </Title>
        <ExoRows
          lines={exos}
          characteristics={characteristics}
          lang={lang}
          testIdPrefix="forge-exo"
          onAdd={() => setExos([...exos, { stat: null, value: EXO_DEFAULT_VALUE }])}
          onChange={(index, change) =>
            setExos(
              exos.map((exo, i) => {
                if (i !== index) return exo;
                const value = 'value' in change ? parseInteger(change.value) : exo.value;
                return { stat: change.stat !== undefined ? change.stat : exo.stat, value: Number.isNaN(value) ? EXO_DEFAULT_VALUE : value };
              }),
            )
          }
          onRemove={(index) => setExos(exos.filter((_, i) => i !== index))}
        />
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => onSave(null)}>
            {t('stuff.forge.reset')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={save} data-testid="forge-save">
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </LazyModal>
  );
}
