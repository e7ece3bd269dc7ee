import { Alert, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../api/use-api';
import { formErrorsFromApi } from '../../lib/forms/api-errors';
import { hasErrors, type FieldError, type FieldErrors } from '../../lib/forms/field-errors';
import { bugReportPayload, validateBugReport, type BugReportDraft, type BugReportField } from './validation';
import { SubmitButton } from '../../ui/SubmitButton';

/** Anyone may report a bug; the page it concerns comes prefilled. */
export function BugReportForm({ initialUrl }: { initialUrl: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [draft, setDraft] = useState<BugReportDraft>({ title: '', description: '', page: initialUrl });
  const [errors, setErrors] = useState<FieldErrors<BugReportField>>({});
  const [formError, setFormError] = useState<FieldError>();
  const [pending, setPending] = useState(false);
  const say = (error?: FieldError) => (error ? t(error.key, error.values ?? {}) : undefined);
  const bind = (field: BugReportField) => ({
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
    error: say(errors[field]),
    name: field,
    'data-testid': `bug-${field}`,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateBugReport(draft);
    setErrors(local);
    setFormError(undefined);
    if (hasErrors(local)) return;
    setPending(true);
    try {
      await api.create('bug-reports', bugReportPayload(draft));
      notifications.show({ color: 'green', message: t('bug-report.sent') });
      setDraft({ title: '', description: '', page: initialUrl });
    } catch (error) {
      const answer = formErrorsFromApi(error, ['title', 'description', 'page']);
      setErrors(answer.fields);
      setFormError(answer.form);
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder p="lg" maw={720} w="100%">
      <form method="post" onSubmit={submit} noValidate data-testid="bug-form">
        <Stack>
          <Title order={1}>{t('bug-report.heading')}</Title>
          <Text c="dimmed">{t('bug-report.intro')}</Text>
          {formError && (
            <Alert color="red" role="alert">
              {say(formError)}
            </Alert>
          )}
          <TextInput label={t('bug-report.title')} required {...bind('title')} />
          <Textarea label={t('bug-report.description')} required autosize minRows={5} {...bind('description')} />
          <TextInput label={t('bug-report.url')} description={t('bug-report.urlHint')} {...bind('page')} />
          <SubmitButton loading={pending} data-testid="bug-submit" style={{ alignSelf: 'flex-start' }}>
            {t('bug-report.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
