import { ActionIcon, CopyButton, Group, TextInput } from '@mantine/core';
import { LazyTooltip } from './tooltip/LazyTooltip';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface ShareLinkFieldProps {
  /** The page path; the field shows it absolute once in the browser (the server cannot know the origin). */
  path: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
  testId: string;
}

/** A read-only link to share, selected on focus, with a copy button. */
export function ShareLinkField({ path, label, copyLabel, copiedLabel, testId }: ShareLinkFieldProps) {
  const [url, setUrl] = useState(path);
  useEffect(() => setUrl(`${window.location.origin}${path}`), [path]);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end" style={{ flex: 1, minWidth: 240 }}>
      <TextInput label={label} value={url} readOnly style={{ flex: 1 }} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <LazyTooltip label={copied ? copiedLabel : copyLabel}>
            <ActionIcon size="lg" variant="light" onClick={copy} aria-label={copyLabel}>
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </LazyTooltip>
        )}
      </CopyButton>
    </Group>
  );
}
