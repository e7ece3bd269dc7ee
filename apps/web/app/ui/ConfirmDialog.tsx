import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LazyModal } from './modal/LazyModal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in the page language. */
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** "Are you sure?" before an action that deletes or changes what players see: Cancel, or the action. */
export function ConfirmDialog({ opened, title, children, confirmLabel, color = 'red', busy, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <LazyModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={color} loading={busy} onClick={onConfirm} data-testid={testId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
