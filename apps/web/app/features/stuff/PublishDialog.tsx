import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SHARINGS, TITLE_MAX, TITLE_MIN, type Sharing, type StuffLabels } from './types';
import { LazyModal } from '../../ui/modal/LazyModal';
import { LabelChips } from './LabelChips';
import { STUFF_ELEMENTS, STUFF_TAGS } from './stuff-labels';

interface PublishDialogProps {
  opened: boolean;
  initialTitle: string;
  initialSharing: Sharing;
  initialLabels: StuffLabels;
  isSignedIn: boolean;
  isSaving: boolean;
  error: string | null;
  onClose: () => void;
  onPublish: (title: string, sharing: Sharing, labels: StuffLabels) => void;
}

/** Title (at least 2 characters) and sharing; private needs an account (spec §5, §6). */
export function PublishDialog(props: PublishDialogProps) {
  const { opened, initialTitle, initialSharing, initialLabels, isSignedIn, isSaving, error, onClose, onPublish } = props;
  const [labels, setLabels] = useState<StuffLabels>(initialLabels);
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle);
  const [sharing, setSharing] = useState<Sharing>(isSignedIn || initialSharing !== 'private' ? initialSharing : 'public');
  const [touched, setTouched] = useState(false);
  const titleError =
    title.trim().length < TITLE_MIN
      ? t('errors.minLength', { nb: TITLE_MIN })
      : title.trim().length > TITLE_MAX
        ? t('errors.maxLength', { nb: TITLE_MAX })
        : null;

  const submit = () => {
    setTouched(true);
    if (!titleError && (isSignedIn || sharing !== 'private')) onPublish(title.trim(), sharing, labels);
  };

  return (
    <LazyModal opened={opened} onClose={onClose} title={t('stuff.publish.title')} data-testid="publish-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('stuff.publish.name')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? titleError : null}
            maxLength={TITLE_MAX}
            data-autofocus
            required
            data-testid="publish-title"
          />
          <Radio.Group label={t('stuff.publish.sharing')} value={sharing} onChange={(value) => setSharing(value as Sharing)}>
            <Stack gap={6} mt={4}>
              {SHARINGS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  disabled={value === 'private' && !isSignedIn}
                  label={t(`stuff.sharing.${value}`)}
                  description={t(`stuff.sharing.${value}Hint`)}
                  data-testid={`sharing-${value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <LabelChips
            label={t('stuff.publish.tags')}
            options={STUFF_TAGS}
            value={labels.tags}
            onChange={(tags) => setLabels({ ...labels, tags })}
            name={(tag) => t(`stuff.tags.${tag}`)}
            color="blue.8"
            testIdPrefix="publish-tag"
          />
          <LabelChips
            label={t('stuff.publish.elements')}
            options={STUFF_ELEMENTS}
            value={labels.elements}
            onChange={(elements) => setLabels({ ...labels, elements })}
            name={(element) => t(`stuff.elements.${element}`)}
            color="teal.8"
            testIdPrefix="publish-element"
          />
          {!isSignedIn && (
            <Text size="xs" c="dimmed" data-testid="publish-guest-hint">
              {t('stuff.publish.guestHint')}
            </Text>
          )}
          {error && (
            <Alert color="red" role="alert" data-testid="publish-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="publish-submit">
              {t('stuff.publish.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
