import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import type { OfflineClues } from './offline';

/**
 * Where the hunt's answers come from: offline, the clue data kept on this device and its date (or that
 * none is kept yet); online, a quiet line saying the hunt also works offline, once the data is kept.
 */
export function OfflineNotice({ online, clues, lang, compact }: { online: boolean; clues: OfflineClues | undefined; lang: Language; compact?: boolean }) {
  const { t } = useTranslation();
  const date = clues && new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(clues.updatedAt));
  if (!online)
    return (
      <Alert color={clues ? 'yellow' : 'red'} icon={<IconCloudOff size={18} aria-hidden />} p={compact ? 'xs' : undefined} data-testid="hunt-offline" role="status">
        {clues ? t('treasure-hunt.offline.active', { date }) : t('treasure-hunt.offline.noData')}
      </Alert>
    );
  if (!clues || compact) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="hunt-offline-ready">
      {t('treasure-hunt.offline.ready', { date })}
    </Text>
  );
}
