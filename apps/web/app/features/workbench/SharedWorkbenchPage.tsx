import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { useSession } from '../../session/use-session';
import { useAddToWorkbench } from './add-to-workbench';
import { useCurrentWorkbenchId } from './browser-state';
import { useWorkbenchMutations } from './workbench-writes';
import type { RecipeData } from './recipe-data';
import { contentOf, WORKBENCH_LIMIT, type WorkbenchDoc } from './types';
import { WorkbenchEditor } from './WorkbenchEditor';

interface SharedWorkbenchProps {
  lang: Language;
  doc: WorkbenchDoc;
  initialData: { key: string; data: RecipeData };
}

/** `tools/workbenchs/{id}`: a shared workbench, read only, with a copy into the reader's own. */
export function SharedWorkbenchPage({ lang, doc, initialData }: SharedWorkbenchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isConnected } = useSession();
  const [, select] = useCurrentWorkbenchId();
  const mutations = useWorkbenchMutations();
  const addToWorkbench = useAddToWorkbench();
  const [isCopying, setCopying] = useState(false);
  const isOwner = isConnected && String(user?._id) === doc.userId;
  // The owner edits it on the workbench page, where it becomes the current one.
  useEffect(() => {
    if (!isOwner) return;
    select(doc._id);
    void navigate(localePath(lang, '/tools/workbenchs'), { replace: true });
  }, [isOwner, doc._id, select, navigate, lang]);

  const copy = async () => {
    setCopying(true);
    try {
      if (isConnected) {
        const created = await mutations.create({ ...contentOf(doc), name: t('workbench.copyName', { name: doc.name }).slice(0, 60), shared: 'private' });
        select(created._id);
      } else {
        await addToWorkbench(doc.items.filter((craft) => !craft.finished).map(({ itemId, quantity }) => ({ itemId, quantity })));
      }
      notifications.show({ color: 'green', message: t('workbench.copied'), withBorder: true });
      await navigate(localePath(lang, '/tools/workbenchs'));
    } catch (error) {
      const key = (error as { data?: { key?: string } }).data?.key;
      notifications.show({ color: 'red', message: key === 'too-many-workbenches' ? t('workbench.errors.limit', { nb: WORKBENCH_LIMIT }) : t('errors.workbenchSave'), withBorder: true });
    } finally {
      setCopying(false);
    }
  };

  return (
    <Stack gap="md" data-testid="shared-workbench">
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={1}>{doc.name}</Title>
          <Group gap="xs">
            <Badge variant="light">{t(`workbench.sharing.${doc.shared}`)}</Badge>
            <Text size="sm" c="dimmed">
              {t('workbench.sharedBy')}
            </Text>
          </Group>
        </Stack>
        <Button leftSection={<IconCopy size={16} />} onClick={copy} loading={isCopying} data-testid="workbench-copy">
          {isConnected ? t('workbench.copyToAccount') : t('workbench.copyToLocal')}
        </Button>
      </Group>
      <WorkbenchEditor lang={lang} content={contentOf(doc)} initialData={initialData} />
    </Stack>
  );
}
