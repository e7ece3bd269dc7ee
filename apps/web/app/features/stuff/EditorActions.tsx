import { Button, Group, Text } from '@mantine/core';
import { IconArrowsDiff, IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { wornItemIds, type Stuff } from '@grimoire/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { localePath } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { saveStuff } from './api';
import { DeleteStuffButton } from './DeleteStuffButton';
import { toPayload, type Sharing, type StuffDoc, type StuffLabels } from './types';
import { IdleLoaded } from '../../ui/IdleLoaded';
import { comparePath } from './compare/compare-model';
import { draftParam } from './compare/draft';

/** The publishing dialog (with its radio group) is fetched once the browser is idle, or on the first press. */
const loadPublishDialog = () => import('./PublishDialog').then((module) => module.PublishDialog);

interface EditorActionsProps {
  stuff: Stuff;
  lang: Language;
  /** The saved stuff this editor changes; null for a new stuff or a copy. */
  saved: StuffDoc | null;
  /** Title, sharing, tags and elements proposed in the publish dialog (a copy starts from its source's). */
  defaults: { title: string; sharing: Sharing; labels: StuffLabels };
  isSignedIn: boolean;
  /** The saved build this one starts from (edited or copied), compared with it. */
  compareWith?: string;
  onClear: () => void;
  /** Called once saved (the draft is forgotten) or deleted. */
  onDone: () => void;
}

/** Publish (create or replace), clear and delete, with the spec's messages (§8). */
export function EditorActions({ stuff, lang, saved, defaults, isSignedIn, compareWith, onClear, onDone }: EditorActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isPublishing, setPublishing] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An empty stuff says nothing to whoever opens it: it cannot be published (the server refuses it too).
  const isEmpty = wornItemIds(stuff).length === 0;

  const publish = async (title: string, sharing: Sharing, labels: StuffLabels) => {
    setSaving(true);
    setError(null);
    try {
      const doc = await saveStuff(toPayload(stuff, title, sharing, labels), lang, saved?.id);
      onDone();
      setPublishing(false);
      navigate(localePath(lang, `/tools/stuff/${doc.id}`));
    } catch {
      setError(t('errors.stuffSend'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Group gap="xs">
        {isEmpty && (
          <Text size="sm" c="dimmed" data-testid="stuff-publish-empty">
            {t('stuff.actions.emptyHint')}
          </Text>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={() => setPublishing(true)}
          disabled={isEmpty}
          data-testid="stuff-publish"
        >
          {saved ? t('stuff.actions.save') : t('stuff.actions.publish')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowsDiff size={16} />}
          disabled={isEmpty}
          onClick={() => navigate(localePath(lang, comparePath(compareWith ? [compareWith] : [], draftParam(stuff))))}
          data-testid="stuff-compare-draft"
        >
          {t('stuff.compare.fromEditor')}
        </Button>
        <Button variant="default" leftSection={<IconEraser size={16} />} onClick={onClear} data-testid="stuff-clear">
          {t('stuff.actions.clear')}
        </Button>
        {saved && <DeleteStuffButton doc={saved} lang={lang} isSignedIn={isSignedIn} onDeleted={onDone} />}
      </Group>
      <IdleLoaded
        load={loadPublishDialog}
        now={isPublishing}
        props={
          isPublishing
            ? {
                opened: true,
                initialTitle: defaults.title,
                initialSharing: defaults.sharing,
                initialLabels: defaults.labels,
                isSignedIn,
                isSaving,
                error,
                onClose: () => setPublishing(false),
                onPublish: publish,
              }
            : null
        }
      />
    </>
  );
}
