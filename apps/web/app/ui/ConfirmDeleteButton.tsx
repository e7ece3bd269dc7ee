import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LazyModal } from './modal/LazyModal';

interface ConfirmDeleteButtonProps {
  title: string;
  /** What will be lost, in the page language. */
  question: ReactNode;
  warning?: ReactNode;
  /** Runs on confirmation; the dialog closes when it settles, whether it succeeded or not. */
  onConfirm: () => Promise<void>;
  testId: string;
}

/** A red "Delete" button and its confirmation dialog (Cancel / Delete, busy while deleting). */
export function ConfirmDeleteButton({ title, question, warning, onConfirm, testId }: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };
  return (
    <>
      {/* Outlined red.9 on the page: 5.6:1 (the light variant's red on its tint is 3.9:1, under WCAG AA). */}
      <Button variant="outline" color="red.9" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} data-testid={testId}>
        {t('common.delete')}
      </Button>
      <LazyModal opened={isConfirming} onClose={() => setConfirming(false)} title={title}>
        <Stack gap="sm">
          <Text>{question}</Text>
          {warning && (
            <Alert color="orange" variant="light">
              {warning}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={isDeleting} data-testid={`${testId}-confirm`}>
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
