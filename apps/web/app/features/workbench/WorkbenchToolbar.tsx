import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { LazySelect } from '../../ui/select/LazySelect';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { localePath, type Language } from '../../i18n/languages';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { ShareLinkField } from '../../ui/ShareLinkField';
import { WORKBENCH_LIMIT, WORKBENCH_SHARINGS, type WorkbenchSharing } from './types';
import type { WorkbenchHandle } from './use-workbench';

/** The name field: an empty name is refused on the spot and never saved (spec §5). */
function NameField({ handle }: { handle: WorkbenchHandle }) {
  const { t } = useTranslation();
  const saved = handle.current?.name ?? '';
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved, handle.currentId]);
  const error = value.trim() === '' ? t('workbench.errors.nameRequired') : undefined;
  return (
    <TextInput
      label={t('workbench.toolbar.name')}
      value={value}
      maxLength={60}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValue(next);
        if (next.trim() !== '') handle.update((content) => ({ ...content, name: next }));
      }}
      data-testid="workbench-name"
    />
  );
}

function ShareLink({ lang, id }: { lang: Language; id: string }) {
  const { t } = useTranslation();
  return (
    <ShareLinkField
      path={localePath(lang, `/tools/workbenchs/${id}`)}
      label={t('workbench.toolbar.link')}
      copyLabel={t('workbench.toolbar.copy')}
      copiedLabel={t('workbench.toolbar.copied')}
      testId="workbench-link"
    />
  );
}

function DeleteButton({ handle }: { handle: WorkbenchHandle }) {
  const { t } = useTranslation();
  const remove = async () => {
    try {
      await handle.remove();
    } catch {
      notifications.show({ color: 'red', message: t('workbench.errors.delete'), withBorder: true });
    }
  };
  return (
    <ConfirmDeleteButton
      title={t('workbench.delete.title')}
      question={handle.isConnected ? t('workbench.delete.confirm', { name: handle.current?.name }) : t('workbench.delete.confirmLocal')}
      onConfirm={remove}
      testId="workbench-delete"
    />
  );
}

/** Pick, create, rename, share and delete workbenches (signed in); name and reset the local one (guest). */
export function WorkbenchToolbar({ lang, handle }: { lang: Language; handle: WorkbenchHandle }) {
  const { t } = useTranslation();
  const [isCreating, setCreating] = useState(false);
  const isFull = handle.workbenches.length >= WORKBENCH_LIMIT;
  const create = async () => {
    setCreating(true);
    try {
      await handle.create(`${t('workbench.defaultName')} ${handle.workbenches.length + 1}`);
    } catch (error) {
      const key = (error as { data?: { key?: string } }).data?.key;
      notifications.show({ color: 'red', message: key === 'too-many-workbenches' ? t('workbench.errors.limit', { nb: WORKBENCH_LIMIT }) : t('errors.workbenchSave'), withBorder: true });
    } finally {
      setCreating(false);
    }
  };
  const sharingOptions = WORKBENCH_SHARINGS.map((value) => ({ value, label: t(`workbench.sharing.${value}`) }));
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {handle.isConnected && (
          <LazySelect
            label={t('workbench.toolbar.current')}
            data={handle.workbenches.map((w) => ({ value: w._id, label: w.name }))}
            value={handle.currentId}
            onChange={(id) => id && handle.select(id)}
            allowDeselect={false}
            data-testid="workbench-select"
            w={{ base: '100%', xs: 220 }}
          />
        )}
        {handle.current && <NameField handle={handle} />}
        {handle.isConnected && handle.current && (
          <LazySelect
            label={t('workbench.toolbar.sharing')}
            data={sharingOptions}
            value={handle.current.shared}
            allowDeselect={false}
            onChange={(value) => value && handle.update((content) => ({ ...content, shared: value as WorkbenchSharing }))}
            data-testid="workbench-sharing"
            w={{ base: '100%', xs: 220 }}
          />
        )}
        {handle.isConnected && (
          <LazyTooltip label={t('workbench.errors.limit', { nb: WORKBENCH_LIMIT })} disabled={!isFull}>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={create} loading={isCreating} disabled={isFull} data-testid="workbench-new">
              {t('workbench.toolbar.new')}
            </Button>
          </LazyTooltip>
        )}
        {handle.current && <DeleteButton handle={handle} />}
      </Group>
      {handle.isConnected && handle.currentId && handle.current && handle.current.shared !== 'private' && <ShareLink lang={lang} id={handle.currentId} />}
    </Stack>
  );
}
