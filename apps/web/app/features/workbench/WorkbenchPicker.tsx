import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { LazyModal } from '../../ui/modal/LazyModal';
import type { WorkbenchTarget } from './add-crafts';
import { WORKBENCH_LIMIT } from './types';

interface WorkbenchPickerProps {
  targets: readonly WorkbenchTarget[];
  /** A workbench id, or `new`. */
  onPick: (target: string) => void;
  onClose: () => void;
}

/** Which of the player's workbenches crafts go to: the current one first, or a new one. */
export default function WorkbenchPicker({ targets, onPick, onClose }: WorkbenchPickerProps) {
  const { t } = useTranslation();
  return (
    <LazyModal opened onClose={onClose} title={t('workbench.add.pickTitle')} data-testid="workbench-picker">
      <Stack gap="xs">
        {targets.map((target) => (
          <Button
            key={target.id}
            variant={target.isCurrent ? 'light' : 'default'}
            justify="space-between"
            fullWidth
            h="auto"
            mih={44}
            py={6}
            onClick={() => onPick(target.id)}
            data-testid="workbench-picker-target"
            data-autofocus={target.isCurrent ? true : undefined}
            rightSection={
              <Group gap={6} wrap="nowrap">
                {target.isCurrent && <Badge size="xs" variant="outline">{t('workbench.add.pickCurrent')}</Badge>}
                <Text size="xs" c="dimmed">{t('workbench.add.pickCrafts', { count: target.crafts })}</Text>
              </Group>
            }
          >
            <Text size="sm" fw={600} style={{ whiteSpace: 'normal', textAlign: 'left' }}>
              {target.name}
            </Text>
          </Button>
        ))}
        {targets.length < WORKBENCH_LIMIT && (
          <Button variant="subtle" leftSection={<IconPlus size={16} />} mih={44} onClick={() => onPick('new')} data-testid="workbench-picker-new">
            {t('workbench.add.pickNew')}
          </Button>
        )}
      </Stack>
    </LazyModal>
  );
}
