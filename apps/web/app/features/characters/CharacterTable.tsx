import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { ActionIcon, Badge, Group, Radio, VisuallyHidden } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { optionLabel, type Option } from './reference';
import type { Character } from './types';
import { RemoveIconButton } from '../../ui/RemoveIconButton';
import { TableScroll } from '../../ui/TableScroll';

interface Props {
  characters: Character[];
  selectedId: string | null;
  servers: Option[];
  breeds: Option[];
  onSelect(character: Character): void;
  onEdit(character: Character): void;
  onDelete(character: Character): void;
}

/** The user's characters; the radio column picks the session's character. */
export function CharacterTable({ characters, selectedId, servers, breeds, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={selectedId ?? ''} onChange={(id) => {
        const character = characters.find((c) => String(c._id) === id);
        if (character) onSelect(character);
      }} aria-label={t('characters.select')}>
      <TableScroll minWidth={560}>
        <Table striped highlightOnHover data-testid="character-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('characters.selected')}</Table.Th>
              <Table.Th>{t('characters.name')}</Table.Th>
              <Table.Th>{t('common.level')}</Table.Th>
              <Table.Th>{t('characters.breed')}</Table.Th>
              <Table.Th>{t('characters.server')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('characters.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {characters.map((character) => {
              const id = String(character._id);
              return (
                <Table.Tr key={id} data-testid="character-row" data-selected={id === selectedId || undefined}>
                  <Table.Td>
                    <Radio value={id} aria-label={t('characters.selectOne', { name: character.name })} data-testid="character-select" />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {character.name}
                      {id === selectedId && (
                        <Badge size="xs" variant="light">
                          {t('characters.selected')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{character.level}</Table.Td>
                  <Table.Td>{optionLabel(breeds, character.breed)}</Table.Td>
                  <Table.Td>{optionLabel(servers, character.server)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon variant="subtle" onClick={() => onEdit(character)} aria-label={t('characters.editOne', { name: character.name })} data-testid="character-edit">
                        <IconPencil size={16} />
                      </ActionIcon>
                      <RemoveIconButton onClick={() => onDelete(character)} aria-label={t('characters.deleteOne', { name: character.name })} data-testid="character-delete" />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Radio.Group>
  );
}
