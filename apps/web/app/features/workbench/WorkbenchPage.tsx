import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { emptyWorkbench } from './local-workbench';
import { showSaveError } from './send-to-workbench';
import { useWorkbench, type WorkbenchHandle } from './use-workbench';
import { useIdleComponent } from '../../ui/use-idle-flag';
import { WorkbenchEmpty } from './WorkbenchEmpty';
import { WorkbenchToolbar } from './WorkbenchToolbar';

// A guest's workbench is read from this browser's storage and an account's is fetched, both after
// hydration: the server shows no crafts, so their editor (lists, tree, the plan's maths) is fetched
// when the browser is idle, or at once when the workbench has crafts.
const loadEditor = () => import('./WorkbenchEditor').then((module) => module.WorkbenchEditor);

/** After sign-in, the workbench left in this browser is offered to the account: nothing is lost. */
function LeftoverOffer({ handle }: { handle: WorkbenchHandle }) {
  const { t } = useTranslation();
  const [isSaving, setSaving] = useState(false);
  if (!handle.leftoverLocal) return null;
  const save = async () => {
    setSaving(true);
    try {
      await handle.saveLocalToAccount();
      notifications.show({ color: 'green', message: t('workbench.leftover.saved'), withBorder: true });
    } catch {
      showSaveError(t);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Alert variant="light" color="blue" title={t('workbench.leftover.title')} data-testid="workbench-leftover">
      <Stack gap="xs">
        <Text size="sm">{t('workbench.leftover.text', { count: handle.leftoverLocal.items.length, name: handle.leftoverLocal.name })}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={save} loading={isSaving} data-testid="workbench-leftover-save">
            {t('workbench.leftover.save')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={handle.discardLocal}>
            {t('workbench.leftover.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function SaveState({ state }: { state: WorkbenchHandle['saveState'] }) {
  const { t } = useTranslation();
  if (state === 'idle') return null;
  return (
    <Badge variant="light" color={state === 'error' ? 'red' : 'gray'} data-testid="workbench-save-state">
      {state === 'error' ? t('errors.workbenchSave') : t('workbench.saving')}
    </Badge>
  );
}

/** The workbench chosen in the toolbar: its crafts, or what to do without any. */
function CurrentWorkbench({ lang, handle }: { lang: Language; handle: WorkbenchHandle }) {
  const { t } = useTranslation();
  const current = handle.current;
  const hasCrafts = (current?.items.length ?? 0) > 0;
  const WorkbenchEditor = useIdleComponent(loadEditor, hasCrafts);
  if (!current)
    return (
      <Alert variant="light" data-testid="workbench-none">
        {t('workbench.none')}
      </Alert>
    );
  if (!hasCrafts) return <WorkbenchEmpty lang={lang} />;
  if (!WorkbenchEditor) return <Loader aria-label={t('workbench.loading')} />;
  return <WorkbenchEditor lang={lang} content={current} onChange={handle.update} />;
}

/** `tools/workbenchs`: the current workbench, synced for signed-in users, local for guests (spec §4). */
export function WorkbenchPage({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const loaded = useWorkbench();
  const { pathname } = useLocation();
  // A guest's workbench lives in this browser's storage, read after hydration: until then the page
  // shows the empty workbench a new guest has (same layout, nothing moves for them), not a spinner.
  const guestLoading = !loaded.isConnected && loaded.isLoading;
  const handle: WorkbenchHandle = guestLoading
    ? { ...loaded, isLoading: false, current: emptyWorkbench(t('workbench.defaultName')), update: () => undefined }
    : loaded;
  return (
    <Stack gap="md" data-testid="workbench-page" data-ready={!loaded.isLoading}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('workbench.title')}</Title>
        <SaveState state={handle.saveState} />
      </Group>
      <Text c="dimmed">{t('workbench.intro')}</Text>
      {!handle.isConnected && !handle.isLoading && (
        <Alert variant="light" data-testid="workbench-guest">
          <Text size="sm">
            {t('workbench.guest')}{' '}
            <Link to={`${localePath(lang, '/signin')}?redirect=${encodeURIComponent(pathname)}`}>{t('workbench.signIn')}</Link>
          </Text>
        </Alert>
      )}
      <LeftoverOffer handle={handle} />
      {handle.isError && <Alert color="red">{t('errors.workbenchFetch')}</Alert>}
      {handle.isLoading ? (
        <Loader aria-label={t('workbench.loading')} />
      ) : (
        <>
          <WorkbenchToolbar lang={lang} handle={handle} />
          <CurrentWorkbench lang={lang} handle={handle} />
        </>
      )}
    </Stack>
  );
}
