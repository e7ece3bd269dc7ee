import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCharacterMutations, useCharacters } from './api';
import { CharacterForm } from './CharacterForm';
import { CharacterTable } from './CharacterTable';
import type { Option } from './reference';
import { selectCharacter, useSelectedCharacterId } from '../../session/selected-character';
import type { Character } from './types';
import { LazyModal } from '../../ui/modal/LazyModal';

interface Props {
  initialCharacters: Character[];
  servers: Option[];
  breeds: Option[];
}

type Editing = { mode: 'create' } | { mode: 'edit'; character: Character } | null;

/** Spec "my-characters": list, create, edit, delete, and select the session's character. */
export function CharacterManager({ initialCharacters, servers, breeds }: Props) {
  const { t } = useTranslation();
  const characters = useCharacters(initialCharacters).data ?? initialCharacters;
  const mutations = useCharacterMutations();
  const selectedId = useSelectedCharacterId();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Character | null>(null);
  const [pendingDelete, setPendingDelete] = useState(false);

  const onSelect = (character: Character) => {
    selectCharacter(character._id);
    notifications.show({ message: t('characters.selectedNotice', { name: character.name }) });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setPendingDelete(true);
    try {
      await mutations.remove(deleting._id);
      if (String(deleting._id) === selectedId) selectCharacter(null);
      notifications.show({ color: 'green', message: t('characters.deleted', { name: deleting.name }) });
    } catch {
      notifications.show({ color: 'red', message: t('errors.characterDeletion') });
    } finally {
      setPendingDelete(false);
      setDeleting(null);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('characters.heading')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })} data-testid="character-create">
          {t('characters.create')}
        </Button>
      </Group>
      <Text c="dimmed">{t('characters.intro')}</Text>
      {characters.length === 0 ? (
        <Alert variant="light" title={t('characters.emptyTitle')} data-testid="characters-empty">
          {t('characters.emptyHint')}
        </Alert>
      ) : (
        <CharacterTable
          characters={characters}
          selectedId={selectedId}
          servers={servers}
          breeds={breeds}
          onSelect={onSelect}
          onEdit={(character) => setEditing({ mode: 'edit', character })}
          onDelete={setDeleting}
        />
      )}
      {editing && (
        <CharacterForm
          character={editing.mode === 'edit' ? editing.character : undefined}
          servers={servers}
          breeds={breeds}
          onSave={(input) => (editing.mode === 'edit' ? mutations.update(editing.character._id, input) : mutations.create(input))}
          onClose={() => setEditing(null)}
        />
      )}
      <LazyModal opened={!!deleting} onClose={() => setDeleting(null)} title={t('characters.deleteTitle')}>
        <Stack>
          <Text>{t('characters.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={pendingDelete} onClick={() => void confirmDelete()} data-testid="character-delete-confirm">
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
