import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localePath } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { deleteStuff } from './api';
import type { StuffDoc } from './types';

interface DeleteStuffButtonProps {
  doc: Pick<StuffDoc, 'id' | 'title'>;
  lang: Language;
  isSignedIn: boolean;
  onDeleted?: () => void;
}

/** Delete after a confirmation; success and failure use the spec's messages (errors.stuffDeleted / stuffDelete). */
export function DeleteStuffButton({ doc, lang, isSignedIn, onDeleted }: DeleteStuffButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteStuff(doc.id, lang);
      setConfirming(false);
      notifications.show({ color: 'green', message: t('errors.stuffDeleted'), withBorder: true });
      onDeleted?.();
      navigate(localePath(lang, isSignedIn ? '/tools/stuffs?me=true' : '/tools/stuffs'));
    } catch {
      setConfirming(false);
      notifications.show({ color: 'red', message: t('errors.stuffDelete'), withBorder: true });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} data-testid="stuff-delete">
        {t('common.delete')}
      </Button>
      <Modal opened={isConfirming} onClose={() => setConfirming(false)} title={t('stuff.delete.title')}>
        <Stack gap="sm">
          <Text>{t('stuff.delete.confirm', { title: doc.title })}</Text>
          <Alert color="orange" variant="light">
            {t('stuff.delete.irreversible')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={remove} loading={isDeleting} data-testid="stuff-delete-confirm">
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
