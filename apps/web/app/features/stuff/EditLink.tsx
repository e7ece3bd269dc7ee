import { ActionIcon, Alert, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { editSecretFor } from './api';
import { editLinkPath } from './edit-link';
import type { StuffDoc } from './types';

/**
 * The private edit link of a guest's stuff, shown only in the browser holding its secret: with it,
 * any browser can change the stuff later.
 */
export function EditLink({ lang, doc }: { lang: Language; doc: Pick<StuffDoc, 'id' | 'author'> }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  // The secret lives in local storage: read after hydration.
  useEffect(() => {
    const secret = doc.author === null ? editSecretFor(doc.id) : undefined;
    setUrl(secret ? `${window.location.origin}${editLinkPath(lang, doc.id, secret)}` : null);
  }, [doc.author, doc.id, lang]);
  if (!url) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('stuff.editLink.title')}
      data-testid="edit-link-panel"
    >
      <Text size="sm" mb="xs">
        {t('stuff.editLink.warning')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label={t('stuff.editLink.title')}
          value={url}
          readOnly
          style={{ flex: 1 }}
          data-testid="edit-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <LazyTooltip label={copied ? t('stuff.view.copied') : t('stuff.editLink.copy')}>
              <ActionIcon
                size="lg"
                variant="light"
                color="yellow"
                onClick={copy}
                aria-label={t('stuff.editLink.copy')}
                data-testid="edit-link-copy"
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </LazyTooltip>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
