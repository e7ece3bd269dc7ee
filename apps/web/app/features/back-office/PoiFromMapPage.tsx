import { ActionIcon, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Table } from '../../ui/table/Table';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { LazySelect } from '../../ui/select/LazySelect';
import type { MapPosition } from '@grimoire/gamedata/types';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import type { Language } from '../../i18n/languages';
import { useBackWrite } from './BackMessage';
import { MapWorkspace } from './MapWorkspace';
import { clueRows, type ClueSources } from './clue-rows';
import { RemoveIconButton } from '../../ui/RemoveIconButton';

export interface PoiFromMapData extends ClueSources {
  lang: Language;
  query: { map?: string; x?: string; y?: string; world?: string };
  map: MapPosition | null;
  subAreaName: string;
  /** Every clue by name, in the page language (the add form's choices and the rows' names). */
  clues: { id: number; name: string }[];
}

/** `back/poi/from-map`: the treasure-hunt clues on one map, from the data, hints and staff edits; add or take off. */
export function PoiFromMapPage({ data }: { data: PoiFromMapData }) {
  const { t } = useTranslation();
  const api = useApi();
  const [clueId, setClueId] = useState<string | null>(null);
  // Taking a clue off a map changes the live hunt's answers at once: it asks first.
  const [takingOff, setTakingOff] = useState<number | null>(null);
  const { message, run } = useBackWrite();
  const { map } = data;
  const names = useMemo(() => new Map(data.clues.map((clue) => [clue.id, clue.name])), [data.clues]);
  const rows = clueRows(data);
  const edit = (id: number, kind: 'present' | 'absent') =>
    map &&
    run(
      () => api.create('map-clue-edits', { mapId: map.id, clueId: id, kind }),
      t(`back-office.clues.${kind === 'present' ? 'added' : 'takenOff'}`),
      () => setClueId(null),
    );
  const undo = (editId: number) =>
    run(() => api.remove('map-clue-edits', editId), t('back-office.clues.undone'));
  return (
    <MapWorkspace
      title={t('back-office.clues.title')}
      intro={t('back-office.clues.intro')}
      data={data}
      testId="clues"
      message={message}
    >
      {() => (
        <>
          {rows.length === 0 ? (
            <Text c="dimmed">{t('back-office.clues.none')}</Text>
          ) : (
            <Table data-testid="clues-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('back-office.clues.clue')}</Table.Th>
                  <Table.Th>{t('back-office.clues.sources')}</Table.Th>
                  <Table.Th>{t('back-office.clues.answered')}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t('back-office.clues.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.clueId} data-testid={`clue-row-${row.clueId}`}>
                    <Table.Td>{names.get(row.clueId) ?? t('back-office.clues.unnamed')}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {[
                          row.inData && t('back-office.clues.fromData'),
                          row.hint && t(`back-office.clues.hint.${row.hint}`),
                          row.edit && t(`back-office.clues.edit.${row.edit.kind}`),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.onMap ? t('back-office.clues.yes') : t('back-office.clues.no')}</Table.Td>
                    <Table.Td>
                      {row.edit ? (
                        <LazyTooltip label={t('back-office.clues.undo')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('back-office.clues.undo')}
                            onClick={() => void undo(row.edit!._id)}
                          >
                            <IconArrowBackUp size={16} />
                          </ActionIcon>
                        </LazyTooltip>
                      ) : row.onMap ? (
                        <LazyTooltip label={t('back-office.clues.takeOff')}>
                          <RemoveIconButton
                            aria-label={t('back-office.clues.takeOff')}
                            onClick={() => setTakingOff(row.clueId)}
                          />
                        </LazyTooltip>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <LazySelect
              label={t('back-office.clues.clue')}
              placeholder={t('back-office.clues.pick')}
              data={data.clues
                .filter((clue) => !rows.some((row) => row.onMap && row.clueId === clue.id))
                .map((clue) => ({ value: String(clue.id), label: clue.name }))}
              value={clueId}
              onChange={setClueId}
              searchable
              w={{ base: '100%', xs: 320 }}
              data-testid="clues-pick"
            />
            <Button
              onClick={() => clueId && void edit(Number(clueId), 'present')}
              disabled={!clueId}
              data-testid="clues-add"
            >
              {t('back-office.clues.add')}
            </Button>
          </Group>
          <ConfirmDialog
            opened={takingOff !== null}
            title={t('back-office.clues.takeOff')}
            confirmLabel={t('back-office.clues.takeOff')}
            onConfirm={() => {
              if (takingOff !== null) void edit(takingOff, 'absent');
              setTakingOff(null);
            }}
            onClose={() => setTakingOff(null)}
            testId="clues-confirm-take-off"
          >
            {t('back-office.clues.confirmTakeOff', { clue: takingOff === null ? '' : (names.get(takingOff) ?? t('back-office.clues.unnamed')) })}
          </ConfirmDialog>
        </>
      )}
    </MapWorkspace>
  );
}
