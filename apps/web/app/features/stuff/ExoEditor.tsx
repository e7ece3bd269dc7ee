import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { LazySelect } from '../../ui/select/LazySelect';
import { IconPlus } from '@tabler/icons-react';
import type { ExoLine } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import type { CharacteristicName } from './loaders';
import { RemoveIconButton } from '../../ui/RemoveIconButton';

export interface ExoRowsProps {
  lines: readonly { stat: number | null; value: number }[];
  characteristics: readonly CharacteristicName[];
  lang: Language;
  testIdPrefix: string;
  onAdd: () => void;
  onChange: (index: number, change: { stat?: number | null; value?: unknown }) => void;
  onRemove: (index: number) => void;
}

/** Editable {characteristic, value} rows, used for the stuff's exo lines and an item's forgemagie exos. */
export function ExoRows({ lines, characteristics, lang, testIdPrefix, onAdd, onChange, onRemove }: ExoRowsProps) {
  const { t } = useTranslation();
  const options = characteristics.map((c) => ({ value: String(c.id), label: localized(c.name, lang) }));
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        <Group key={index} gap="xs" wrap="nowrap" data-testid={`${testIdPrefix}-${index}`}>
          <LazySelect
            aria-label={t('stuff.exo.stat')}
            placeholder={t('stuff.exo.chooseStat')}
            data={options}
            value={line.stat === null ? null : String(line.stat)}
            onChange={(value) => onChange(index, { stat: value === null ? null : Number(value) })}
            searchable
            clearable
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={t('stuff.exo.value')}
            value={String(line.value)}
            inputMode="numeric"
            w={72}
            onChange={(event) => onChange(index, { value: event.currentTarget.value })}
          />
          <RemoveIconButton onClick={() => onRemove(index)} aria-label={t('stuff.exo.remove')} />
        </Group>
      ))}
      <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd} w="fit-content" data-testid={`${testIdPrefix}-add`}>
        {t('stuff.exo.add')}
      </Button>
    </Stack>
  );
}

interface ExoEditorProps {
  exo: readonly ExoLine[];
  characteristics: readonly CharacteristicName[];
  lang: Language;
  onAdd: () => void;
  onChange: (index: number, change: { stat?: number | null; value?: unknown }) => void;
  onRemove: (index: number) => void;
}

/** The stuff's extra lines (spec §4: removing the only line clears its stat). */
export function ExoEditor({ exo, ...rest }: ExoEditorProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('stuff.exo.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('stuff.exo.hint')}
        </Text>
        <ExoRows lines={exo} testIdPrefix="exo" {...rest} />
      </Stack>
    </Paper>
  );
}
