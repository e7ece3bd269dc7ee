import { Button, Group, Stack } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBoardAction } from './use-board-action';
import { LazyModal } from '../../ui/modal/LazyModal';
import { IdleLoaded } from '../../ui/IdleLoaded';

/** The reason's growing textarea comes with the dialog: once the browser is idle, or on the first press. */
const loadTextarea = () => import('./flag-reason-module').then((module) => module.Textarea);

export const FLAG_REASON_MAX = 200;

/** "Report to the moderators": a reason, sent once per player (a second time answers "already flagged"). */
export function FlagButton({ onFlag }: { onFlag: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const { run, pending } = useBoardAction();
  const submit = async () => {
    if (await run(() => onFlag(reason.trim()), 'boards.flag.sent')) {
      setOpened(false);
      setReason('');
    }
  };
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setOpened(true)} data-testid="board-flag">
        {t('boards.flag.button')}
      </Button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title={t('boards.flag.title')}>
        <Stack>
          <IdleLoaded
            load={loadTextarea}
            now={opened}
            props={{
              label: t('boards.flag.reason'),
              value: reason,
              onChange: (event) => setReason(event.currentTarget.value),
              maxLength: FLAG_REASON_MAX,
              minRows: 2,
              autosize: true,
              'data-testid': 'board-flag-reason',
            }}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={pending} disabled={reason.trim().length < 3} data-testid="board-flag-send">
              {t('boards.flag.send')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
