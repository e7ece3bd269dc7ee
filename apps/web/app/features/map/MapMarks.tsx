import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MARK_LABEL_MAX, type MapMark } from './marks';
import { RemoveIconButton } from '../../ui/RemoveIconButton';

/** The player's marks: add one on the selected cell, list them, go to or remove one. */
export const MapMarks = memo(function MapMarks({
  marks,
  selected,
  onAdd,
  onRemove,
  onGoTo,
}: {
  marks: MapMark[];
  selected: { x: number; y: number } | null;
  onAdd(label: string): void;
  onRemove(mark: MapMark): void;
  onGoTo(mark: MapMark): void;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('map.marks.label')}
          value={label}
          maxLength={MARK_LABEL_MAX}
          onChange={(event) => setLabel(event.currentTarget.value)}
          placeholder={t('map.marks.placeholder')}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          disabled={!selected}
          onClick={() => {
            onAdd(label);
            setLabel('');
          }}
          data-testid="map-add-mark"
        >
          {selected ? t('map.marks.add', { x: selected.x, y: selected.y }) : t('map.marks.pickFirst')}
        </Button>
      </Group>
      {marks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.marks.none')}
        </Text>
      ) : (
        marks.map((mark) => (
          <Group key={`${mark.x},${mark.y}`} gap="xs" justify="space-between" wrap="nowrap">
            <Button variant="subtle" size="compact-sm" onClick={() => onGoTo(mark)}>
              [{mark.x}, {mark.y}] {mark.label}
            </Button>
            <RemoveIconButton
              aria-label={t('map.marks.remove')}
              onClick={() => onRemove(mark)}
            />
          </Group>
        ))
      )}
    </Stack>
  );
});
